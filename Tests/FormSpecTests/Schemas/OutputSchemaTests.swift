import FormSpec
import FormSpecTestSupport
import Foundation
import Testing

/// `Schemas/formspec-output.schema.json` is generated from the code, and it describes what the
/// compiler writes (CI also validates every golden and sample output against it with jsonschema).
@Suite struct OutputSchemaTests {
    private let committedURL = packageDirectory.appendingPathComponent("Schemas/formspec-output.schema.json")

    @Test func committedSchemaIsTheGeneratedOne() {
        assertFileContents(JSONWriter.write(OutputSchema.document), at: committedURL)
    }

    @Test func everyControlTypeHasAStrictDefinitionWithEveryKeyItWrites() throws {
        let schema = try jsonObject(JSONWriter.write(OutputSchema.document))
        let definitions = try #require(schema["$defs"] as? [String: Any])
        for name in ["checkbox-two-state", "toggle", "checkbox-group", "radio-group", "calendar-en-us"] {
            let form = try #require(Compiler().compile(try CompileGoldenTests.source(name)).form, "\(name)")
            let document = try jsonObject(form.json())
            let controls = try #require((document["form"] as? [String: Any])?["controls"] as? [[String: Any]])
            for control in controls {
                let type = try #require(control["type"] as? String)
                let definition = try #require(definitions[type] as? [String: Any])
                #expect(definition["additionalProperties"] as? Bool == false)
                #expect(Set(try #require(definition["required"] as? [String])) == Set(control.keys), "\(type)")
            }
        }
    }

    @Test func theVersionIsTheOneTheDocumentsCarry() throws {
        let schema = try jsonObject(JSONWriter.write(OutputSchema.document))
        let properties = try #require(schema["properties"] as? [String: Any])
        #expect((properties["formatVersion"] as? [String: Any])?["const"] as? Int == FormModel.formatVersion)
        #expect(schema["$id"] as? String == OutputSchema.id)
    }
}

import FormSpec
import FormSpecTestSupport
import Foundation
import Testing

/// `Schemas/diagnostics.schema.json` is generated from the code, and the code's ids, severities
/// and format agree with it.
@Suite struct DiagnosticsSchemaTests {
    private let committedURL = packageDirectory.appendingPathComponent("Schemas/diagnostics.schema.json")

    @Test func committedSchemaIsTheGeneratedOne() {
        assertFileContents(JSONWriter.write(DiagnosticsSchema.document), at: committedURL)
    }

    @Test func schemaListsEveryIDAndSeverity() throws {
        let schema = try jsonObject(JSONWriter.write(DiagnosticsSchema.document))
        let definitions = try #require(schema["$defs"] as? [String: Any])
        let diagnostic = try #require(definitions["diagnostic"] as? [String: Any])
        let properties = try #require(diagnostic["properties"] as? [String: Any])
        let id = try #require(properties["id"] as? [String: Any])
        let severity = try #require(properties["severity"] as? [String: Any])
        #expect(id["enum"] as? [String] == DiagnosticID.allCases.map(\.rawValue))
        #expect(severity["enum"] as? [String] == ["error", "warning", "info"])
        #expect(schema["$id"] as? String == DiagnosticsSchema.id)
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    }

    /// Every property is required but the two marks only some diagnostics have: a suppression,
    /// and the default severity of one a configuration changed.
    @Test func everyObjectIsStrictAndRequiresAllItsProperties() throws {
        let schema = try jsonObject(JSONWriter.write(DiagnosticsSchema.document))
        let definitions = try #require(schema["$defs"] as? [String: Any])
        let objects =
            [schema] + ["diagnostic", "note", "fixIt", "summary"].compactMap { definitions[$0] as? [String: Any] }
        #expect(objects.count == 5)
        for object in objects {
            let properties = try #require(object["properties"] as? [String: Any])
            #expect(object["additionalProperties"] as? Bool == false)
            #expect(
                Set(try #require(object["required"] as? [String]))
                    == Set(properties.keys).subtracting(["suppression", "defaultSeverity"]))
        }
    }
}

/// The top-level object of a JSON text, parsed by Foundation.
func jsonObject(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}

import FormSpec
import FormSpecTestSupport
import Foundation
import Testing

/// `Schemas/formspec-diff.schema.json` is generated from the code, and what `--format json`
/// prints has exactly the members it requires.
@Suite struct DiffSchemaTests {
    private let committedURL = packageDirectory.appendingPathComponent("Schemas/formspec-diff.schema.json")

    @Test func committedSchemaIsTheGeneratedOne() {
        assertFileContents(JSONWriter.write(DiffSchema.document), at: committedURL)
    }

    @Test func theOutputHasTheMembersTheSchemaRequires() throws {
        let schema = try jsonObject(JSONWriter.write(DiffSchema.document))
        let definitions = try #require(schema["$defs"] as? [String: Any])
        func required(_ object: [String: Any]?) throws -> Set<String> {
            Set(try #require(object?["required"] as? [String]))
        }
        let spec = definitions["spec"] as? [String: Any]
        let change = definitions["change"] as? [String: Any]
        let summary = (schema["properties"] as? [String: Any])?["summary"] as? [String: Any]
        for name in DiffGoldenTests.cases {
            let document = try jsonObject(DiffFormat.json.render(try DiffGoldenTests.changes(of: name)))
            #expect(Set(document.keys) == (try required(schema)))
            #expect(Set(try #require(document["summary"] as? [String: Any]).keys) == (try required(summary)))
            for specObject in try #require(document["specs"] as? [[String: Any]]) {
                #expect(Set(specObject.keys) == (try required(spec)))
                for changeObject in try #require(specObject["changes"] as? [[String: Any]]) {
                    #expect(Set(changeObject.keys) == (try required(change)))
                    let classes = ((change?["properties"] as? [String: Any])?["class"] as? [String: Any])?["enum"]
                    #expect((classes as? [String])?.contains(changeObject["class"] as? String ?? "") == true)
                }
            }
        }
        #expect(schema["$id"] as? String == DiffSchema.id)
    }
}

import FormSpecRuntime
import Foundation
import Testing

/// `FormColor.Name`, the system colours whose UIKit and SwiftUI colours the runtime gives.
@Suite struct FormColorNameTests {
    /// The named colours of the output schema: every name the compiler writes.
    @Test func namesAreTheOutputSchemasNames() throws {
        let path = DecodingTests.repository.appendingPathComponent("Schemas/formspec-output.schema.json")
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: path)) as? [String: Any])
        let definitions = try #require(schema["$defs"] as? [String: Any])
        let color = try #require(definitions["color"] as? [String: Any])
        let kinds = try #require(color["anyOf"] as? [[String: Any]])
        let names = kinds.compactMap { $0["enum"] as? [String] }.flatMap { $0 }
        #expect(names == FormColor.Name.allCases.map(\.rawValue))
    }

    @Test func aNamedColourHasItsNameAndAHexColourNone() {
        #expect(FormColor(rawValue: "systemRed").name == .systemRed)
        #expect(FormColor(rawValue: "#FF000080").name == nil)
        #expect(FormColor(rawValue: "systemred").name == nil)
    }
}

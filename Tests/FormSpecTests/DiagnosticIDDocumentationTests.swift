import Foundation
import Testing
@testable import FormSpec

/// The documented list of ids and the compiler's list agree, severities included.
@Suite struct DiagnosticIDDocumentationTests {
    @Test func documentationListsEveryIDWithItsSeverity() throws {
        let path = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Documentation/Diagnostics.md")
        let rows = try String(contentsOf: path, encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("| `") }
        let documented = rows.map { row -> String in
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            return cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`")) + " " + cells[1]
        }
        let compiled = DiagnosticID.allCases.map { "\($0.rawValue) \($0.severity.rawValue)" }
        #expect(documented == compiled)
    }
}

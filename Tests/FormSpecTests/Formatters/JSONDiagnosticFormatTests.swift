import FormSpec
import Foundation
import Testing

@Suite struct JSONDiagnosticFormatTests {
    private let report = FormatterFixtures.report

    @Test func hasTheDocumentedShape() throws {
        let document = try jsonObject(DiagnosticFormat.json.render(report))
        #expect(Set(document.keys) == ["version", "diagnostics", "suppressed", "summary"])
        #expect((document["suppressed"] as? [Any])?.isEmpty == true)
        #expect(document["version"] as? Int == 1)
        let summary = try #require(document["summary"] as? [String: Int])
        #expect(summary == ["files": 3, "errors": 10, "warnings": 1, "infos": 1, "suppressed": 0, "baselined": 0])

        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == report.diagnostics.count)
        let keys: Set = [
            "file", "id", "severity", "message", "line", "column", "endLine", "endColumn", "notes", "fixIts",
        ]
        for (object, diagnostic) in zip(diagnostics, report.diagnostics) {
            #expect(Set(object.keys) == keys)
            #expect(object["file"] as? String == diagnostic.file)
            #expect(object["id"] as? String == diagnostic.id.rawValue)
            #expect(object["severity"] as? String == diagnostic.severity.rawValue)
            #expect(object["message"] as? String == diagnostic.message)
            #expect(object["line"] as? Int == diagnostic.range.start.line)
            #expect(object["column"] as? Int == diagnostic.range.start.column)
            #expect(object["endLine"] as? Int == diagnostic.range.end.line)
            #expect(object["endColumn"] as? Int == diagnostic.range.end.column)
            let notes = try #require(object["notes"] as? [[String: Any]])
            #expect(notes.count == diagnostic.notes.count)
            for note in notes { #expect(Set(note.keys) == ["message", "file", "line", "column"]) }
            let fixIts = try #require(object["fixIts"] as? [[String: Any]])
            #expect(fixIts.count == diagnostic.fixIts.count)
            for (fixIt, expected) in zip(fixIts, diagnostic.fixIts) {
                #expect(Set(fixIt.keys) == ["message", "replacement", "line", "column", "endLine", "endColumn"])
                #expect(fixIt["replacement"] as? String == expected.replacement)
            }
        }
    }

    @Test func endsAreExclusive() throws {
        let document = try jsonObject(DiagnosticFormat.json.render(report))
        let first = try #require((document["diagnostics"] as? [[String: Any]])?.first)
        // 'treeState' is nine characters from column 5.
        #expect(first["column"] as? Int == 5)
        #expect(first["endColumn"] as? Int == 14)
    }

    @Test func showsSeveritiesAfterWarningsBecomeErrors() throws {
        let document = try jsonObject(DiagnosticFormat.json.render(report.treatingWarningsAsErrors()))
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        let severities = diagnostics.compactMap { $0["severity"] as? String }
        #expect(!severities.contains("warning"))
        #expect(severities.contains("info"))
        #expect((document["summary"] as? [String: Int])?["errors"] == 11)
    }
}

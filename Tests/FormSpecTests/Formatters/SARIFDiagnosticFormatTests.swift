import Foundation
import Testing

@testable import FormSpec

@Suite struct SARIFDiagnosticFormatTests {
    @Test func listsTheRulesItsResultsUseSortedWithTheirLevels() throws {
        let report = FormatterFixtures.report
        let run = try onlyRun(DiagnosticFormat.sarif.render(report))
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "formspec")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(ids == Set(report.diagnostics.map(\.id.rawValue)).sorted())
        let levels = rules.compactMap { ($0["defaultConfiguration"] as? [String: String])?["level"] }
        #expect(
            levels
                == ids.compactMap(DiagnosticID.init(rawValue:)).map { id in
                    switch id.severity {
                    case .error: return "error"
                    case .warning: return "warning"
                    case .info: return "note"
                    }
                })
    }

    @Test func anEmptyReportListsNoRule() throws {
        let run = try onlyRun(DiagnosticFormat.sarif.render(DiagnosticReport(diagnostics: [], fileCount: 0)))
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect((driver["rules"] as? [Any])?.isEmpty == true)
    }

    /// The reporting descriptor of every rule, in one golden: the only file a new id re-records.
    @Test func everyRuleHasADescriptor() {
        let ids = DiagnosticID.allCases.sorted { $0.rawValue < $1.rawValue }
        assertGolden(JSONWriter.write(["rules": SARIFDiagnosticFormatter.rules(ids)]), path: "sarif/rules.json")
    }

    @Test func pointsEachResultAtItsRule() throws {
        let report = FormatterFixtures.report
        let run = try onlyRun(DiagnosticFormat.sarif.render(report))
        let rules = try #require(
            ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == report.diagnostics.count)
        for (result, diagnostic) in zip(results, report.diagnostics) {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == diagnostic.id.rawValue)
            #expect(result["ruleId"] as? String == diagnostic.id.rawValue)
            #expect((result["relatedLocations"] as? [Any])?.count ?? 0 == diagnostic.notes.count)
            #expect((result["fixes"] as? [Any])?.count ?? 0 == diagnostic.fixIts.count)
        }
        #expect(Set(results.compactMap { $0["level"] as? String }) == ["error", "warning", "note"])
    }

    @Test func turnsFileNamesIntoURIReferences() {
        #expect(SARIFDiagnosticFormatter.uri(of: "Forms/sign-up_1.form.yaml") == "Forms/sign-up_1.form.yaml")
        #expect(SARIFDiagnosticFormatter.uri(of: "<stdin>") == "%3Cstdin%3E")
        #expect(SARIFDiagnosticFormatter.uri(of: "/tmp/a b/é.yaml") == "file:///tmp/a%20b/%C3%A9.yaml")
        #expect(SARIFDiagnosticFormatter.uri(of: "c:d#e?f%") == "c%3Ad%23e%3Ff%25")
    }

    private func onlyRun(_ text: String) throws -> [String: Any] {
        let log = try jsonObject(text)
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        return try #require(runs.first)
    }
}

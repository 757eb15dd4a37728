import FormSpecYAML
import Foundation
import Testing

@testable import FormSpec

/// A baseline records every warning and info of a spec, however many `--max-diagnostics` keeps,
/// and hides them as they are collected, before that limit: a legacy spec of more warnings than
/// the limit passes with its baseline, and the counts are of every diagnostic.
@Suite struct BaselineTests {
    /// A spec of `count` two-state checkboxes set to `clear`: `count` warnings, one per line.
    static func legacySpec(_ count: Int) -> String {
        "formspec: 1\nid: legacy\ncontrols:\n"
            + (0..<count).map { "  - {type: checkbox, id: c\($0), label: L, state: clear}\n" }.joined()
    }

    /// A temporary folder, removed after `body`.
    private func inFolder(_ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "formspec-baseline-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(folder)
    }

    @Test func everyWarningIsRecordedAndHiddenBeforeTheLimit() throws {
        try inFolder { folder in
            let spec = folder + "/legacy.form.yaml"
            try Self.legacySpec(1500).write(toFile: spec, atomically: true, encoding: .utf8)
            let first = Compiler().check(paths: [spec], reader: SpecReader())
            #expect(first.warningCount == 1500)
            #expect(first.diagnostics.count == 1001, "the first thousand, and report.truncated")
            let written = Baseline.recording(first, path: folder + "/baseline.json")
            #expect(written.count == 1500)
            try written.json.write(toFile: folder + "/baseline.json", atomically: true, encoding: .utf8)

            let baseline = try Baseline.read(folder + "/baseline.json").get()
            let again = Compiler().check(paths: [spec], reader: SpecReader(), settings: RunSettings(baseline: baseline))
            #expect(again.diagnostics.isEmpty, "\(again.diagnostics.prefix(2))")
            #expect(again.errorCount == 0 && again.warningCount == 0 && again.infoCount == 0)
            #expect(again.baselinedCount == 1500)
            #expect(again.suppressed.count == 1000, "as many listed as the limit keeps")
            // Written over from the run that read it: the same records.
            #expect(Baseline.recording(again, path: folder + "/baseline.json").json == written.json)
        }
    }

    /// A library user's report, assembled from a compile's diagnostics, records what it lists.
    @Test func aReportAssembledFromDiagnosticsRecordsItsWarnings() {
        let source = SourceFile(name: "legacy.form.yaml", bytes: Array(Self.legacySpec(3).utf8))
        let diagnostics = Compiler().check(source)
        let report = DiagnosticReport(
            diagnostics: diagnostics, fileCount: 1, sources: [source.name: SourceLines(source.bytes)])
        var compiler = Compiler()
        compiler.baseline = Baseline.recording(report, path: "baseline.json")
        #expect(compiler.baseline?.count == 3)
        let findings = compiler.findings(source)
        #expect(findings.diagnostics.isEmpty)
        #expect(findings.suppressedCounts == SuppressionCounts(external: 3))
    }

    @Test func suppressionCommentsAreCountedPastTheLimit() {
        let text = "# formspec:disable-file checkbox.clear-in-two-state\n" + Self.legacySpec(1500)
        let findings = Compiler().findings(SourceFile(name: "t.form.yaml", bytes: Array(text.utf8)))
        #expect(findings.diagnostics.isEmpty)
        #expect(findings.suppressed.count == 1000)
        #expect(findings.suppressedCounts == SuppressionCounts(inSource: 1500))
    }

    @Test(arguments: ["", "# no records yet\n", "\n\n"])
    func anEmptyBaselineIsLocated(text: String) throws {
        try inFolder { folder in
            let path = folder + "/baseline.json"
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            guard case .failure(let report) = Baseline.read(path) else {
                Issue.record("an empty baseline was read")
                return
            }
            #expect(report.diagnostics.map(\.id) == [.configInvalid])
            #expect(
                report.diagnostics.first?.message
                    == "'\(path)' is not a FormSpec baseline: it is empty (write it with --write-baseline)")
            #expect(report.diagnostics.first?.range.start.line == 1)
        }
    }

    /// A spec on one long line: each record holds the first 200 bytes of its line, not the whole
    /// spec, and still hides its diagnostic.
    @Test func aLongLineIsRecordedByItsStart() throws {
        try inFolder { folder in
            let spec = folder + "/long.form.yaml"
            let controls = (0..<300).map { "{type: checkbox, id: c\($0), label: Ä, state: clear}" }.joined(
                separator: ", ")
            try "{formspec: 1, id: long, controls: [\(controls)]}\n".write(
                toFile: spec, atomically: true, encoding: .utf8)
            let first = Compiler().check(paths: [spec], reader: SpecReader())
            #expect(first.warningCount == 300)
            let written = Baseline.recording(first, path: folder + "/baseline.json")
            #expect(written.json.utf8.count < 300 * 400, "\(written.json.utf8.count) bytes")
            try written.json.write(toFile: folder + "/baseline.json", atomically: true, encoding: .utf8)
            let baseline = try Baseline.read(folder + "/baseline.json").get()
            let again = Compiler().check(paths: [spec], reader: SpecReader(), settings: RunSettings(baseline: baseline))
            #expect(again.warningCount == 0 && again.baselinedCount == 300)
        }
    }
}

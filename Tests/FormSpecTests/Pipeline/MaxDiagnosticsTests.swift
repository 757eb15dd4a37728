import FormSpecYAML
import Foundation
import Testing

@testable import FormSpec

/// `Compiler.maxDiagnostics` (`--max-diagnostics`): a file's first diagnostics in print order are
/// kept, whichever stage finds them and in whatever order, and `report.truncated` counts the others
/// by severity where they begin; the counts, the failure of a file and the output withheld are those
/// of every diagnostic.
@Suite struct MaxDiagnosticsTests {
    static func golden(_ name: String) -> [UInt8] {
        Array(
            FileManager.default.contents(
                atPath: goldensDirectory.appendingPathComponent("check/\(name)/input.form.yaml").path) ?? Data())
    }

    /// Specs with diagnostics from every stage, found out of print order.
    static let specs: [(name: String, bytes: [UInt8])] = [
        ("many-mistakes", golden("many-mistakes")),
        ("truncated", golden("truncated")),
        (
            "merged",
            Array(
                """
                formspec: 1
                id: merged
                x-base: &base
                  type: toggle
                \((0..<8).map { "  key\($0): \($0)\n" }.joined())controls:
                  - <<: *base
                    id: one
                  - <<: *base
                    id: two
                  - {type: checkbox, id: c, label: C, state: clear}
                  - <<: *base
                    id: three
                tittle: 5

                """.utf8)
        ),
        (
            "many controls",
            Array(
                ("formspec: 1\nid: many\ncontrols:\n"
                    + (0..<40).map { "  - {type: toggle, id: t\($0), label: T, hapticz: true}\n" }.joined()
                    + "  - {type: checkbox, id: c, label: C, state: clear, state: on}\ntittle: x\n").utf8)
        ),
        (
            "one place",
            Array(
                "formspec: 1\nid: a\n!custom id: b\nid: c\ncontrols:\n  - {type: toggle, id: t, label: T, labl: U}\n  - tipe: x\n"
                    .utf8)
        ),
    ]

    /// A report's errors, warnings and infos.
    private func summary(_ report: DiagnosticReport) -> [Int] {
        [report.errorCount, report.warningCount, report.infoCount]
    }

    private func counts(_ diagnostics: some Sequence<Diagnostic>) -> SeverityCounts {
        var counts = SeverityCounts()
        for diagnostic in diagnostics { counts[diagnostic.severity] += 1 }
        return counts
    }

    @Test(arguments: specs.map(\.name))
    func theFirstInPrintOrderAreKeptAndTheOthersCounted(name: String) throws {
        let bytes = try #require(Self.specs.first { $0.name == name }).bytes
        let source = SourceFile(name: "t.form.yaml", bytes: bytes)
        let all = Compiler(maxDiagnostics: 0).check(source)
        #expect(all.count >= 6)
        #expect(!all.contains { $0.id == .reportTruncated })
        for limit in 1...(all.count + 1) {
            let kept = Compiler(maxDiagnostics: limit).check(source)
            guard limit < all.count else {
                #expect(kept == all, "limit \(limit)")
                continue
            }
            // In print order, where the first one left out starts (before any kept at that place
            // whose id comes after its own).
            #expect(kept.filter { $0.id != .reportTruncated } == Array(all.prefix(limit)), "limit \(limit)")
            #expect(kept == kept.sorted(by: Diagnostic.printOrder))
            let truncation = try #require(kept.first { $0.id == .reportTruncated })
            #expect(kept.count == limit + 1)
            #expect(truncation.severity == .info)
            #expect(
                truncation.range.start == all[limit].range.start, "limit \(limit): where the first one left out starts")
            #expect(truncation.leftOut == counts(all[limit...]), "limit \(limit)")
            let report = DiagnosticReport(diagnostics: kept, fileCount: 1)
            let whole = DiagnosticReport(diagnostics: all, fileCount: 1)
            #expect(summary(report) == summary(whole), "limit \(limit): the same summary")
        }
    }

    @Test func theDefaultKeepsAThousand() throws {
        #expect(Compiler().maxDiagnostics == 1000)
        let text =
            "formspec: 1\nid: many\ncontrols:\n  - type: toggle\n    id: t\n    label: T\n"
            + (0..<1500).map { "    k\($0): \($0)\n" }.joined()
        let diagnostics = Compiler().check(SourceFile(name: "t.form.yaml", bytes: Array(text.utf8)))
        #expect(diagnostics.count == 1001)
        #expect(diagnostics.dropLast().allSatisfy { $0.id == .specUnknownKey })
        #expect(diagnostics.last?.leftOut == SeverityCounts(errors: 500))
        #expect(diagnostics.last?.range.start.line == 1007)
        #expect(
            diagnostics.last?.message
                == "500 more diagnostics from here on are left out of this report (500 errors, 0 warnings, 0 infos); "
                + "fix the ones above, or show more with --max-diagnostics (0 shows all)")
    }

    // MARK: - The collector

    private func diagnostic(line: Int, _ id: DiagnosticID = .specUnknownKey, _ message: String = "a mistake")
        -> Diagnostic
    {
        Diagnostic(
            id, message, file: "t.form.yaml",
            range: SourceRange(at: SourceLocation(line: line, column: 5, offset: 10 * line)))
    }

    @Test func theCollectorKeepsTheFirstInPrintOrderWhateverTheOrderReported() {
        var collector = DiagnosticCollector(file: "t.form.yaml", limit: 3)
        for line in [7, 2, 9, 4, 1, 8, 3] { collector.append(diagnostic(line: line)) }
        collector.append(diagnostic(line: 5, .checkboxClearInTwoState, "a warning"))
        #expect(collector.sorted.map(\.range.start.line) == [1, 2, 3])
        #expect(collector.leftOut == SeverityCounts(errors: 4, warnings: 1))
        let finished = collector.finished()
        #expect(finished.map(\.range.start.line) == [1, 2, 3, 4])
        #expect(finished.last?.id == .reportTruncated)
        #expect(finished.last?.leftOut == SeverityCounts(errors: 4, warnings: 1))
    }

    @Test func aRepeatOfADiagnosticLeftOutIsNotCountedAgain() {
        var collector = DiagnosticCollector(file: "t.form.yaml", limit: 1)
        collector.append(diagnostic(line: 2))
        collector.append(diagnostic(line: 1))
        collector.append(diagnostic(line: 3))
        collector.append(diagnostic(line: 2))
        collector.append(diagnostic(line: 3))
        collector.append(diagnostic(line: 1))
        #expect(collector.sorted.map(\.range.start.line) == [1])
        #expect(collector.leftOut == SeverityCounts(errors: 2))
        collector.append(diagnostic(line: 3, .specUnknownKey, "another mistake"))
        #expect(collector.leftOut == SeverityCounts(errors: 3), "the same place, other words")
    }

    @Test func diagnosticsHandedOverAreCountedOnce() {
        var control = DiagnosticCollector(file: "t.form.yaml", limit: 2)
        for line in 1...5 { control.append(diagnostic(line: line)) }
        var collector = DiagnosticCollector(file: "t.form.yaml", limit: 2)
        collector.append(diagnostic(line: 4))
        collector.append(contentsOf: control.takeDiagnostics())
        #expect(control.count == 0 && control.leftOut.total == 0, "taken")
        for line in 1...5 { control.append(diagnostic(line: line)) }
        collector.append(contentsOf: control.takeDiagnostics())
        #expect(collector.sorted.map(\.range.start.line) == [1, 2])
        #expect(collector.leftOut == SeverityCounts(errors: 3))
        #expect(collector.finished().last?.range.start.line == 3)
    }

    @Test func withoutALimitNothingIsLeftOut() {
        var collector = DiagnosticCollector(file: "t.form.yaml")
        for line in (1...3000).reversed() { collector.append(diagnostic(line: line)) }
        #expect(collector.count == 3000)
        #expect(collector.diagnostics.first?.range.start.line == 3000, "in the order collected")
        #expect(collector.finished().count == 3000)
    }

    // MARK: - What the counts decide

    /// Two two-state checkboxes set to `clear` (two warnings), and `errors` unknown keys after them.
    private func warningsThenErrors(errors: Int) -> SourceFile {
        let text =
            "formspec: 1\nid: w\ncontrols:\n"
            + "  - {type: checkbox, id: a, label: A, state: clear}\n  - {type: checkbox, id: b, label: B, state: clear}\n"
            + (0..<errors).map { "  - {type: toggle, id: t\($0), label: T, hapticz: true}\n" }.joined()
        return SourceFile(name: "t.form.yaml", bytes: Array(text.utf8))
    }

    @Test func errorsLeftOutWithholdTheForm() {
        let compilation = Compiler(maxDiagnostics: 2).compile(warningsThenErrors(errors: 1))
        #expect(compilation.diagnostics.map(\.severity) == [.warning, .warning, .info], "only warnings are shown")
        #expect(compilation.form == nil)
        #expect(DiagnosticReport(diagnostics: compilation.diagnostics, fileCount: 1).hasErrors)
    }

    @Test func warningsLeftOutCountUnderWarningsAsErrors() throws {
        let compilation = Compiler(maxDiagnostics: 1).compile(warningsThenErrors(errors: 0))
        #expect(compilation.diagnostics.map(\.id) == [.checkboxClearInTwoState, .reportTruncated])
        #expect(compilation.form != nil)
        #expect(compilation.output(warningsAsErrors: false) != nil)
        #expect(compilation.output(warningsAsErrors: true) == nil)
        let report = DiagnosticReport(diagnostics: compilation.diagnostics, fileCount: 1)
        #expect(summary(report) == [0, 2, 0])
        let raised = report.treatingWarningsAsErrors()
        #expect(summary(raised) == [2, 0, 0])
        let truncation = try #require(raised.diagnostics.last)
        #expect(truncation.severity == .info)
        #expect(
            truncation.message.hasPrefix(
                "1 more diagnostic from here on is left out of this report (1 error, 0 warnings, 0 infos); "))
    }
}

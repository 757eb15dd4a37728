import FormSpecTestSupport
import FormSpecYAML
import Testing

@testable import FormSpec

/// A report grows with its spec, not with its square: a message about one place names a few of
/// the words of a long list, and a file's diagnostics take at most its byte budget of text.
@Suite struct ReportSizeTests {
    /// A group of 3,000 items whose `selected` names 1,500 ids that none has: about 110 KB.
    static let group: SourceFile = {
        let items = (0..<3000).map { "      - {id: item\($0), label: I}\n" }.joined()
        let selected = (0..<1500).map { "zz\($0)" }.joined(separator: ", ")
        let text =
            "formspec: 1\nid: big\ncontrols:\n  - type: checkboxGroup\n    id: g\n    label: G\n    items:\n" + items
            + "    selected: [\(selected)]\n"
        return SourceFile(name: "t.form.yaml", bytes: Array(text.utf8))
    }()

    /// Each of the 1,500 `group.unknown-item` once listed the 3,000 ids (36 MB of JSON).
    @Test(.tags(.exhaustive), .skippedInQuickLoop) func aMessageNamesAFewItemsOfALongList() {
        let diagnostics = Compiler(maxDiagnostics: 0).check(Self.group)
        #expect(diagnostics.count == 1500)
        #expect(
            diagnostics.first?.message
                == "no item of this group has the id 'zz0'; its items are 'item0', 'item1', 'item2' and 2997 more")
        let report = DiagnosticFormat.json.render(DiagnosticReport(diagnostics: diagnostics, fileCount: 1))
        #expect(
            report.utf8.count < 8 * Self.group.bytes.count,
            "\(report.utf8.count) bytes of JSON for \(Self.group.bytes.count) bytes of spec")
    }

    @Test func aFewWordsAreNamedAndTheOthersCounted() {
        #expect(WordList.joined(naming: ["'a'"], "and") == "'a'")
        #expect(WordList.joined(naming: ["'a'", "'b'", "'c'"], "or") == "'a', 'b' or 'c'")
        #expect(WordList.joined(naming: ["'a'", "'b'", "'c'", "'d'"], "and") == "'a', 'b', 'c' and 1 more")
    }

    private func diagnostic(line: Int, bytes: Int) -> Diagnostic {
        Diagnostic(
            .checkboxClearInTwoState, String(repeating: "x", count: bytes), file: "t.form.yaml",
            range: SourceRange(at: SourceLocation(line: line, column: 1, offset: 10 * line)))
    }

    /// Past the byte budget, diagnostics are counted as past the limit: the first in print
    /// order are kept, whatever the order reported, and `report.truncated` says why.
    @Test func theTextKeptStaysWithinTheBudget() throws {
        var collector = DiagnosticCollector(file: "t.form.yaml", limit: 1000, byteBudget: 1000)
        for line in (1...100).reversed() { collector.append(diagnostic(line: line, bytes: 100)) }
        #expect(collector.sorted.map(\.range.start.line) == Array(1...10))
        #expect(collector.leftOut == SeverityCounts(warnings: 90))
        let truncation = try #require(collector.finished().last)
        #expect(truncation.id == .reportTruncated && truncation.range.start.line == 11)
        #expect(
            truncation.message.hasSuffix(
                "the ones above fill the room a file's report has (1 MiB, and 16 bytes for each byte of the file); fix them first"
            ))
        let raised = truncation.raisingWarningsToErrors()
        #expect(
            raised.message.hasPrefix(
                "90 more diagnostics from here on are left out of this report (90 errors, 0 warnings, 0 infos); the ones above fill"
            ))
    }

    @Test func theBudgetGrowsWithTheFile() {
        #expect(DiagnosticCollector.byteBudget(forFileOfSize: 0) == 1 << 20)
        #expect(DiagnosticCollector.byteBudget(forFileOfSize: 100_000) == (1 << 20) + 1_600_000)
        #expect(DiagnosticCollector.byteBudget(forFileOfSize: .max) == .max)
    }
}

import FormSpecYAML
import Testing

@testable import FormSpec

/// Finding the suppression comment that covers a diagnostic: the first one written of its id
/// whose lines hold the diagnostic's first line, found without reading every comment.
@Suite struct SuppressionCommentTests {
    private func spec(_ text: String) -> SourceFile {
        SourceFile(name: "t.form.yaml", bytes: Array(text.utf8))
    }

    /// 40,000 comments that each suppress nothing: each of the 40,000 `suppression.unused` they
    /// give was once compared with every comment (1.6 billion comparisons, minutes); now each is
    /// a lookup.
    @Test func fortyThousandCommentsAreReadInLinearTime() {
        let text =
            "formspec: 1\nid: s\ncontrols:\n  - {type: checkbox, id: c, label: L}\n"
            + String(repeating: "# formspec:disable-next-line checkbox.clear-in-two-state\n", count: 40_000)
        let findings = Compiler().findings(spec(text))
        let truncation = findings.diagnostics.last
        #expect(findings.diagnostics.count == 1001)
        #expect(findings.diagnostics.dropLast().allSatisfy { $0.id == .suppressionUnused })
        #expect(truncation?.id == .reportTruncated && truncation?.leftOut == SeverityCounts(warnings: 39_000))
    }

    /// One comment naming 30,000 ids on a line of half a megabyte: each id is found counting on
    /// from the one before (counted from the comment's start, each took a pass over the line:
    /// 30,000 of them, minutes). Each unknown id is reported at its place.
    @Test func aCommentOfThousandsOfIdsOnOneLineIsReadInOnePass() {
        let ids = (0..<30_000).map { "nosuch.id-\($0)" }
        let text =
            "formspec: 1\nid: s\ncontrols:\n  - {type: checkbox, id: c, label: L}\n# formspec:disable "
            + ids.joined(separator: ", ") + "\n"
        var compiler = Compiler()
        compiler.maxDiagnostics = 0
        let diagnostics = compiler.check(spec(text))
        #expect(diagnostics.count == 30_000)
        #expect(diagnostics.allSatisfy { $0.id == .configUnknownRule })
        let last = diagnostics.max { $0.range.start.column < $1.range.start.column }
        let prefix = "# formspec:disable " + ids.dropLast().joined(separator: ", ") + ", "
        #expect(
            last?.range.start
                == SourceLocation(line: 5, column: prefix.count + 1, offset: text.utf8.count - ids[29_999].count - 1))
    }

    /// The index answers as a search of every comment in order does, for comments of every kind
    /// that overlap.
    @Test func theIndexFindsTheFirstSuppressionWritten() {
        let id = DiagnosticID.checkboxClearInTwoState
        let other = DiagnosticID.checkboxImagesUnused
        func suppression(_ id: DiagnosticID, _ directive: SuppressionComments.Directive, _ lines: ClosedRange<Int>)
            -> CommentSuppression
        {
            CommentSuppression(
                id: id, directive: directive, lines: lines, idRange: .fileStart, commentRange: .fileStart, reason: nil)
        }
        let suppressions = [
            suppression(id, .disableNextLine, 5...5), suppression(id, .disable, 3...8),
            suppression(other, .disableNextLine, 10...10),
            suppression(id, .disableNextLine, 10...10), suppression(id, .disableNextLine, 10...10),
            suppression(id, .disable, 9...12),
            suppression(id, .disableFile, 1...Int.max), suppression(id, .disable, 20...Int.max),
            suppression(other, .disable, 2...30),
            suppression(id, .disableNextLine, 25...25),
        ]
        let index = SuppressionIndex(suppressions)
        for testedID in [id, other, .a11yLowContrast] {
            for line in 1...40 {
                let expected = suppressions.firstIndex { $0.id == testedID && $0.lines.contains(line) }
                #expect(index.suppression(of: testedID, at: line) == expected, "\(testedID.rawValue), line \(line)")
            }
        }
    }

    @Test func aDisableWithoutEnableRunsToTheEndOfTheFile() {
        let text =
            "formspec: 1\nid: s\ncontrols:\n  # formspec:disable checkbox.clear-in-two-state\n  - {type: checkbox, id: c, label: L}\n"
        let diagnostics = Compiler().check(spec(text))
        #expect(
            diagnostics.map(\.message) == [
                "this suppression of 'checkbox.clear-in-two-state' suppresses nothing: the lines from line 4 to the end of the file have no checkbox.clear-in-two-state; remove it"
            ])
    }

    /// 1,500 controls, each with a mistake a comment suppresses: every one is counted, the first
    /// thousand (the limit) are listed with their comment's justification, as many as a report
    /// keeps; the others cost no justification.
    @Test func suppressedDiagnosticsPastTheLimitAreCountedNotListed() {
        let controls = (0..<1_500).map {
            "  # formspec:disable-next-line checkbox.clear-in-two-state -- kept for the old app \($0)\n"
                + "  - {type: checkbox, id: c\($0), label: L, state: clear}\n"
        }
        let findings = Compiler().findings(spec("formspec: 1\nid: s\ncontrols:\n" + controls.joined()))
        #expect(findings.diagnostics.isEmpty)
        #expect(findings.suppressedCounts == SuppressionCounts(inSource: 1_500))
        #expect(findings.suppressed.count == 1_000)
        for (index, diagnostic) in findings.suppressed.enumerated() {
            #expect(
                diagnostic.suppression?.justification
                    == "'# formspec:disable-next-line' at line \(4 + 2 * index): kept for the old app \(index)")
        }
    }

    /// Bytes that are not UTF-8 in a suppression comment at the end of the file: its words are read
    /// from the comment's text, whose replacement characters are longer than the bytes they
    /// replace; the check reports the comment instead of reading past the file (it crashed).
    @Test func aCommentWithBytesThatAreNotUTF8EndingTheFileIsReported() {
        let head = "formspec: 1\nid: f\ncontrols:\n  - {type: toggle, id: t, label: T}\n# formspec:disable-next-line "
        let bytes = Array(head.utf8) + [0xF3, 0xF3, 0xF3, 0xF3, 0x02] + Array(" checkbox.clear x".utf8)
        let diagnostics = Compiler().check(SourceFile(name: "s.form.yaml", bytes: bytes))
        #expect(!diagnostics.isEmpty)
        #expect(diagnostics.allSatisfy { $0.range.end.line <= 5 })
    }
}

import FormSpec
import FormSpecYAML
import Testing

/// The `text` format quotes a window of a long line around each range, so that a report grows
/// with its diagnostics, not with the length of their lines.
@Suite struct LongLineTests {
    /// One line of `count` ids in a flow list: `controls: [a0000, a0001, …]`.
    private static func flowLine(_ count: Int) -> String {
        "controls: [" + (0..<count).map { "a" + String(1000 + $0) }.joined(separator: ", ") + "]"
    }

    private func render(_ diagnostic: Diagnostic, _ source: SourceFixture) -> String {
        DiagnosticFormat.text.render(
            DiagnosticReport(diagnostics: [diagnostic], fileCount: 1, sources: [source.name: source.lines]))
    }

    @Test func aShortLineIsShownWhole() {
        let line = String(repeating: "x", count: 156) + " bad"
        let source = SourceFixture(name: "a.yaml", text: line + "\n")
        let output = render(
            Diagnostic(.specUnknownKey, "unknown", file: "a.yaml", range: source.range("bad", line: 1)), source)
        #expect(output.contains("  1 | " + line + "\n"))
    }

    @Test func aRangeAtTheStartKeepsTheStartAndCutsTheEnd() {
        let source = SourceFixture(name: "a.yaml", text: Self.flowLine(1000) + "\n")
        let output = render(
            Diagnostic(.specUnknownKey, "unknown", file: "a.yaml", range: source.range("controls", line: 1)), source)
        #expect(
            output == """
                a.yaml:1:1: error: unknown [spec.unknown-key]
                  1 | \(String(Self.flowLine(1000).prefix(160)))…
                    | ^~~~~~~~

                """)
    }

    @Test func aRangeInTheMiddleIsShownWithFortyColumnsBeforeIt() {
        let text = Self.flowLine(1000)
        let source = SourceFixture(name: "a.yaml", text: text + "\n")
        let range = source.range("a1500", line: 1)
        let output = render(Diagnostic(.specUnknownKey, "unknown", file: "a.yaml", range: range), source)
        let start = range.start.column
        let shown = String(Array(text)[(start - 41)..<(start - 41 + 160)])
        #expect(
            output == """
                a.yaml:1:\(start): error: unknown [spec.unknown-key]
                  1 | …\(shown)…
                    | \(String(repeating: " ", count: 41))^~~~~

                """)
    }

    @Test func aRangeAtTheEndKeepsTheEnd() {
        let text = Self.flowLine(1000)
        let source = SourceFixture(name: "a.yaml", text: text + "\n")
        let range = source.range("a1999", line: 1)
        let output = render(Diagnostic(.specUnknownKey, "unknown", file: "a.yaml", range: range), source)
        #expect(output.contains("  1 | …" + String(text.suffix(46)) + "\n"))
        #expect(output.hasSuffix("| " + String(repeating: " ", count: 41) + "^~~~~\n"))
    }

    @Test func aRangeLongerThanTheWindowIsUnderlinedToItsEdge() {
        let text = Self.flowLine(1000)
        let source = SourceFixture(name: "a.yaml", text: text + "\n")
        let range = source.range(from: "a1100", line: 1, to: "a1900", line: 1)
        let output = render(Diagnostic(.specUnknownKey, "unknown", file: "a.yaml", range: range), source)
        let underline = output.split(separator: "\n").last.map(String.init) ?? ""
        #expect(underline == "    | " + String(repeating: " ", count: 41) + "^" + String(repeating: "~", count: 119))
    }

    /// Two hundred mistakes on one line of 100 KB: each quotes at most a window of it.
    @Test func aReportOfALongLineGrowsWithItsDiagnosticsNotTheLine() {
        let text = Self.flowLine(14_000)
        let source = SourceFixture(name: "a.yaml", text: text + "\n")
        let diagnostics = (0..<200).map { index in
            Diagnostic(
                .specUnknownKey, "unknown", file: "a.yaml",
                range: source.range("a" + String(1000 + index * 67), line: 1))
        }
        let output = DiagnosticFormat.text.render(
            DiagnosticReport(diagnostics: diagnostics, fileCount: 1, sources: [source.name: source.lines]))
        #expect(text.utf8.count > 100_000)
        #expect(output.utf8.count < 200 * 400)
    }
}

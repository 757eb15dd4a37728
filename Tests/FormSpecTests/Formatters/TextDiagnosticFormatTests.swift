import FormSpec
import FormSpecYAML
import Testing

@Suite struct TextDiagnosticFormatTests {
    @Test func colorsOnlyWhenAsked() {
        let plain = DiagnosticFormat.text.render(FormatterFixtures.report)
        let colored = DiagnosticFormat.text.render(FormatterFixtures.report, color: true)
        #expect(!plain.contains("\u{1B}"))
        #expect(colored.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        #expect(colored.contains("\u{1B}[1;33mwarning:\u{1B}[0m"))
        #expect(colored.contains("\u{1B}[1;36minfo:\u{1B}[0m"))
        #expect(withoutEscapes(colored) == plain)
        for format in [DiagnosticFormat.json, .github, .sarif] {
            #expect(format.render(FormatterFixtures.report, color: true) == format.render(FormatterFixtures.report))
        }
    }

    @Test func printsOnlyTheHeaderWithoutSource() {
        let diagnostic = Diagnostic(
            .ioTooLarge, "the file is 70 MiB; the limit is 64 MiB", file: "big.yaml", range: .fileStart)
        let output = DiagnosticFormat.text.render(DiagnosticReport(diagnostics: [diagnostic], fileCount: 1))
        #expect(output == "big.yaml:1:1: error: the file is 70 MiB; the limit is 64 MiB [io.too-large]\n")
    }

    @Test func marksAnEmptyRangeWithACaret() {
        let source = SourceFixture(name: "a.yaml", text: "id: x\ncontrols:\n")
        let diagnostic = Diagnostic(
            .specMissingKey, "the form has no 'formspec' key", file: "a.yaml",
            range: source.end(of: "controls:", line: 2))
        #expect(
            render(diagnostic, source) == """
                a.yaml:2:10: error: the form has no 'formspec' key [spec.missing-key]
                  2 | controls:
                    |          ^

                """)
    }

    @Test func alignsTheGutterAndShowsBlankLinesWithoutTrailingSpace() {
        let source = SourceFixture(name: "a.yaml", text: String(repeating: "\n", count: 9) + "id: x\n")
        let diagnostic = Diagnostic(
            .formDuplicateID, "duplicate", file: "a.yaml", range: source.range("x", line: 10),
            notes: [
                .init(message: "first", file: "a.yaml", range: SourceRange(at: source.range("x", line: 10).start)),
                .init(message: "blank", file: "a.yaml", range: source.end(of: "", line: 9)),
            ]
        )
        #expect(
            render(diagnostic, source) == """
                a.yaml:10:5: error: duplicate [form.duplicate-id]
                  10 | id: x
                     |     ^
                a.yaml:10:5: note: first
                  10 | id: x
                     |     ^
                a.yaml:9:1: note: blank
                   9 |
                     | ^

                """)
    }

    @Test func showsMalformedBytesAndControlCharactersAsReplacementCharacters() {
        let bytes: [UInt8] = Array("id: a".utf8) + [0xFF, 0x1B] + Array("[31mb\n".utf8)
        let lines = SourceLines(bytes)
        let start = lines.location(ofByteOffset: 5)
        let diagnostic = Diagnostic(
            .yamlInvalidEncoding, "byte 0xFF\u{1B}[0m", file: "a.yaml",
            range: SourceRange(start: start, end: lines.location(ofByteOffset: 6)))
        let output = DiagnosticFormat.text.render(
            DiagnosticReport(diagnostics: [diagnostic], fileCount: 1, sources: ["a.yaml": lines]))
        #expect(
            output == """
                a.yaml:1:6: error: byte 0xFF\u{FFFD}[0m [yaml.invalid-encoding]
                  1 | id: a\u{FFFD}\u{FFFD}[31mb
                    |      ^

                """)
    }

    @Test func keepsTabsAndWidensUnderWideCharacters() {
        let source = SourceFixture(name: "a.yaml", text: "t:\t日本 ok\n")
        let diagnostic = Diagnostic(.specInvalidValue, "no", file: "a.yaml", range: source.range("日本 ok", line: 1))
        #expect(render(diagnostic, source).hasSuffix("  1 | t:\t日本 ok\n    |   \t^~~~~~~\n"))
    }

    private func render(_ diagnostic: Diagnostic, _ source: SourceFixture) -> String {
        DiagnosticFormat.text.render(
            DiagnosticReport(diagnostics: [diagnostic], fileCount: 1, sources: [source.name: source.lines]))
    }

    /// `text` without its ANSI escape sequences.
    private func withoutEscapes(_ text: String) -> String {
        var result = ""
        var inEscape = false
        for scalar in text.unicodeScalars {
            if scalar == "\u{1B}" {
                inEscape = true
            } else if inEscape {
                inEscape = scalar != "m"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

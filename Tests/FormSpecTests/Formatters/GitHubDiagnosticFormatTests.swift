import FormSpecYAML
import Testing

@testable import FormSpec

@Suite struct GitHubDiagnosticFormatTests {
    @Test func escapesMessagesAndProperties() {
        #expect(GitHubDiagnosticFormatter.escapeData("100% a\r\nb: c, d") == "100%25 a%0D%0Ab: c, d")
        #expect(GitHubDiagnosticFormatter.escapeProperty("a,b:c%d\ne") == "a%2Cb%3Ac%25d%0Ae")
    }

    @Test func writesOneCommandPerDiagnosticEvenForMultiLineMessages() {
        let range = SourceRange(start: position(2, 3, 10), end: position(2, 7, 14))
        let diagnostic = Diagnostic(
            .specTypeMismatch, "'enabled' takes true or false, not 'yes'\n(YAML 1.1 reads it as true)",
            file: "dir,1/a:b.yaml",
            range: range,
            notes: [.init(message: "50% sure", file: "dir,1/a:b.yaml", range: range)]
        )
        let output = DiagnosticFormat.github.render(DiagnosticReport(diagnostics: [diagnostic], fileCount: 1))
        #expect(
            output == "::error file=dir%2C1/a%3Ab.yaml,line=2,col=3,endLine=2,endColumn=7,title=spec.type-mismatch::"
                + "'enabled' takes true or false, not 'yes'%0A(YAML 1.1 reads it as true)%0Anote: dir,1/a:b.yaml:2:3: 50%25 sure\n"
        )
    }

    @Test func leavesOutColumnsForRangesOverSeveralLines() {
        let range = SourceRange(start: position(2, 3, 10), end: position(4, 1, 30))
        let diagnostic = Diagnostic(.a11yMissingLabel, "no label", file: "a.yaml", range: range)
        let output = DiagnosticFormat.github.render(DiagnosticReport(diagnostics: [diagnostic], fileCount: 1))
        #expect(output == "::error file=a.yaml,line=2,endLine=4,title=a11y.missing-label::no label\n")
    }

    @Test func usesTheCommandOfEachSeverity() {
        let commands = DiagnosticFormat.github.render(FormatterFixtures.report)
            .split(separator: "\n").map { String($0.prefix { $0 != " " }) }
        #expect(Set(commands) == ["::error", "::warning", "::notice"])
    }

    private func position(_ line: Int, _ column: Int, _ offset: Int) -> FormSpecYAML.SourceLocation {
        FormSpecYAML.SourceLocation(line: line, column: column, offset: offset)
    }
}

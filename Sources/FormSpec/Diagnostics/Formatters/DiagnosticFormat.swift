/// The formats diagnostics can be printed in, named as `--diagnostics-format` names
/// them.
package enum DiagnosticFormat: String, Sendable, CaseIterable {
    /// For people: `FILE:LINE:COL: error: MESSAGE [ID]`, the source line with an underline,
    /// notes and fix-its (see ``render(_:color:)``).
    case text
    /// For tools: one JSON document, described by `Schemas/diagnostics.schema.json`.
    case json
    /// For GitHub Actions: one workflow command per diagnostic, shown as annotations.
    case github
    /// For code-scanning services: a SARIF 2.1.0 log.
    case sarif

    /// `report` in this format; every format ends with a newline unless it prints nothing.
    ///
    /// - `text`: one block per diagnostic, separated by blank lines, nothing for no diagnostics:
    ///   the header `FILE:LINE:COL: SEVERITY: MESSAGE [ID]`; when the file's source is in
    ///   `report.sources`, its line behind a gutter (`  N | `) and `^~~~` under the range (to
    ///   the end of the line when the range spans lines); each note as `FILE:LINE:COL: note:
    ///   MESSAGE` with its own line; each fix-it as `help: MESSAGE` with the line as it reads
    ///   once fixed and `+` under the inserted text (`-` under deleted text).
    /// - `json`: `{"version": 1, "diagnostics": […], "summary": {…}}`, canonical JSON.
    /// - `github`: `::error file=F,line=L,col=C,endLine=…,endColumn=…,title=ID::MESSAGE` lines.
    /// - `sarif`: a SARIF 2.1.0 log, every rule listed, canonical JSON.
    ///
    /// - Parameter color: ANSI colours in the `text` format; the other formats ignore it.
    package func render(_ report: DiagnosticReport, color: Bool = false) -> String {
        switch self {
        case .text: return TextDiagnosticFormatter(style: TerminalStyle(isEnabled: color)).render(report)
        case .json: return JSONDiagnosticFormatter.render(report)
        case .github: return GitHubDiagnosticFormatter.render(report)
        case .sarif: return SARIFDiagnosticFormatter.render(report)
        }
    }
}

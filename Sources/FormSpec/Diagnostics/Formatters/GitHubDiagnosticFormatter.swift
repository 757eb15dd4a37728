/// The `github` format: one GitHub Actions workflow command per diagnostic, which GitHub shows
/// as an annotation on the file:
///
/// ```
/// ::error file=a.yaml,line=8,col=5,endLine=8,endColumn=14,title=spec.unknown-key::unknown key …
/// ```
///
/// - `::error`, `::warning` or `::notice` (for an info).
/// - `col` and `endColumn` (exclusive, as in the other formats) only when the range is on one
///   line: GitHub rejects them for a range that spans lines.
/// - The message is followed by each note (`note: FILE:LINE:COL: MESSAGE`) and each fix-it
///   (`help: MESSAGE`), each on its own line.
/// - Escaped as workflow commands require: in the message `%`, CR and LF become `%25`, `%0D`
///   and `%0A`; in the properties `:` and `,` also become `%3A` and `%2C`. In the message, which
///   quotes the spec's text, the other control characters and the bidirectional controls become
///   U+FFFD, as in the `text` format: the log and the annotations are read by people.
enum GitHubDiagnosticFormatter {
    static func render(_ report: DiagnosticReport) -> String {
        var output = ""
        for diagnostic in report.diagnostics {
            output += command(for: diagnostic) + "\n"
        }
        return output
    }

    private static func command(for diagnostic: Diagnostic) -> String {
        let start = diagnostic.range.start
        let end = diagnostic.range.end
        var properties = ["file=" + escapeProperty(diagnostic.file), "line=" + String(start.line)]
        if start.line == end.line {
            properties += [
                "col=" + String(start.column), "endLine=" + String(end.line),
                "endColumn=" + String(max(end.column, start.column)),
            ]
        } else {
            properties.append("endLine=" + String(max(end.line, start.line)))
        }
        properties.append("title=" + escapeProperty(diagnostic.id.rawValue))
        var message = diagnostic.message
        for note in diagnostic.notes {
            message += "\nnote: \(note.file):\(note.range.start.line):\(note.range.start.column): \(note.message)"
        }
        for fixIt in diagnostic.fixIts {
            message += "\nhelp: " + fixIt.message
        }
        return "::" + command(for: diagnostic.severity) + " " + properties.joined(separator: ",") + "::"
            + escapeData(message)
    }

    private static func command(for severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "notice"
        }
    }

    /// A message escaped for a workflow command.
    static func escapeData(_ text: String) -> String {
        escape(text, isProperty: false)
    }

    /// A property value escaped for a workflow command.
    static func escapeProperty(_ text: String) -> String {
        escape(text, isProperty: true)
    }

    private static func escape(_ text: String, isProperty: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            case ":" where isProperty: result += "%3A"
            case "," where isProperty: result += "%2C"
            case _ where !isProperty && scalar != "\t" && ControlCharacters.contains(scalar): result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

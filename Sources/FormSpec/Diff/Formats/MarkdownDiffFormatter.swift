/// The `markdown` format, a pull-request comment: a heading, the summary, then a section per
/// class that has changes, most severe first, each a table of its changes in order:
///
/// ```
/// ## FormSpec changes
///
/// 1 change in 1 spec: 0 breaking, 1 behavior, 0 cosmetic
///
/// ### Behavior (1)
///
/// | Where | Change |
/// |---|---|
/// | `new.form.yaml:12:5` | `newsletter: state changed from off to on` |
/// ```
///
/// The diagnostics of the specs with an error, which are not compared, come first, in a section
/// `### Errors (N)` of the same table.
///
/// Every text of a spec is in a code span, so that nothing in it is read as Markdown, HTML or
/// a mention; `|` is escaped for the table.
enum MarkdownDiffFormatter {
    /// The comment's heading, which a CI step can find to edit its last comment.
    static let heading = "## FormSpec changes"

    static func render(_ specs: [FormChanges], problems: DiagnosticReport?) -> String {
        let someNotCompared = problems?.hasErrors ?? false
        var output = heading + "\n\n" + DiffSummary.line(specs, someNotCompared: someNotCompared) + "\n"
        if let problems, someNotCompared {
            output += "\n### Errors (\(problems.errorCount))\n\n"
            output += "The specs with an error are not compared: fix them and run `formspec diff` again.\n\n"
            output += "| Where | Problem |\n|---|---|\n"
            for diagnostic in problems.diagnostics {
                let start = diagnostic.range.start
                output += "| " + code("\(diagnostic.file):\(start.line):\(start.column)") + " | "
                output +=
                    code("\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.id.rawValue)]") + " |\n"
            }
        }
        for changeClass in ChangeClass.allCases {
            let count = specs.reduce(0) { $0 + $1.counts[changeClass] }
            guard count > 0 else { continue }
            let title = changeClass.rawValue.prefix(1).uppercased() + changeClass.rawValue.dropFirst()
            output += "\n### \(title) (\(count))\n\n| Where | Change |\n|---|---|\n"
            for spec in specs {
                for change in spec.changes where change.changeClass == changeClass {
                    let start = change.range.start
                    output += "| " + code("\(spec.file(of: change)):\(start.line):\(start.column)") + " | "
                    output += code(change.message) + " |\n"
                }
            }
        }
        let leftOut = specs.filter { $0.leftOut > 0 }
        if !leftOut.isEmpty {
            output += "\n" + leftOut.map { "_" + code(DiffSummary.leftOut($0)) + "_" }.joined(separator: "\n") + "\n"
        }
        return output
    }

    /// `text` as a code span in a table cell: fenced by one backtick more than its longest run of
    /// them, `|` escaped, line breaks as spaces.
    static func code(_ text: String) -> String {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        var body = ""
        for character in text {
            switch character {
            case "|": body += "\\|"
            case "\n", "\r", "\r\n": body += " "
            default: body.append(character)
            }
        }
        let padding = body.hasPrefix("`") || body.hasSuffix("`") ? " " : ""
        return fence + padding + body + padding + fence
    }
}

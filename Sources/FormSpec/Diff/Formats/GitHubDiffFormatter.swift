/// The `github` format: one GitHub Actions workflow command per change, an annotation on the new
/// file's line (a removal at the control it stood after; the changes of a deleted spec on its old
/// file, by its path in the work tree, not `REV:path`), escaped as the diagnostics' `github`
/// format escapes:
///
/// ```
/// ::warning file=new.form.yaml,line=12,col=5,title=formspec diff: behavior::newsletter: state changed from off to on
/// ```
///
/// `::error` for breaking, `::warning` for behavior, `::notice` for cosmetic; the changes not
/// listed are one `::notice` without a file. The diagnostics of the specs not compared come first,
/// as the diagnostics' `github` format writes them.
enum GitHubDiffFormatter {
    static func render(_ specs: [FormChanges], problems: DiagnosticReport?) -> String {
        var output = problems.map(GitHubDiagnosticFormatter.render) ?? ""
        for spec in specs {
            let file = spec.newName ?? spec.oldPath ?? spec.name
            for change in spec.changes {
                let start = (change.newRange ?? change.range).start
                let properties = [
                    "file=" + GitHubDiagnosticFormatter.escapeProperty(file), "line=\(start.line)",
                    "col=\(start.column)",
                    "title="
                        + GitHubDiagnosticFormatter.escapeProperty("formspec diff: " + change.changeClass.rawValue),
                ]
                output += "::\(command(for: change.changeClass)) \(properties.joined(separator: ","))::"
                output += GitHubDiagnosticFormatter.escapeData(change.message) + "\n"
            }
            if spec.leftOut > 0 {
                output += "::notice::" + GitHubDiagnosticFormatter.escapeData(DiffSummary.leftOut(spec)) + "\n"
            }
        }
        return output
    }

    private static func command(for changeClass: ChangeClass) -> String {
        switch changeClass {
        case .breaking: return "error"
        case .behavior: return "warning"
        case .cosmetic: return "notice"
        }
    }
}

/// The `text` format: a line per change, `FILE:LINE:COL: CLASS: MESSAGE` (a removal located in
/// the old version), a line for the changes not listed, then the summary:
///
/// ```
/// new.form.yaml:12:5: behavior: newsletter: state changed from off to on
/// 1 change in 1 spec: 0 breaking, 1 behavior, 0 cosmetic
/// ```
///
/// The characters no terminal should act on are shown as U+FFFD, as in the diagnostics.
enum TextDiffFormatter {
    static func render(_ specs: [FormChanges], someNotCompared: Bool) -> String {
        var output = ""
        for spec in specs {
            for change in spec.changes {
                let start = change.range.start
                output += TerminalText.printable(
                    "\(spec.file(of: change)):\(start.line):\(start.column): \(change.changeClass.rawValue): \(change.message)"
                )
                output += "\n"
            }
            if spec.leftOut > 0 { output += TerminalText.printable(DiffSummary.leftOut(spec)) + "\n" }
        }
        return output + DiffSummary.line(specs, someNotCompared: someNotCompared) + "\n"
    }
}

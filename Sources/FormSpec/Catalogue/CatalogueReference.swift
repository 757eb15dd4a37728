extension Catalogue {
    /// The reference of diagnostics, `Documentation/Diagnostics.md`: a table of every id with its
    /// severity and summary, then each entry as `formspec explain` tells it, its examples as
    /// code blocks with the diagnostics the triggering ones get. A test checks that the committed
    /// file is this text.
    package static func reference() -> String {
        var lines = [
            "# Diagnostic ids",
            "",
            "<!-- Generated from the catalogue of diagnostics by DiagnosticsReferenceTests; record with FORMSPEC_RECORD=1 swift test. -->",
            "",
            "Every diagnostic FormSpec prints carries one of these stable ids. Errors make a file fail; warnings and",
            "infos do not, unless `--warnings-as-errors` is given. `formspec explain ID` prints an entry in the terminal.",
            "Each entry's examples are tests: every triggering spec gets the diagnostics shown under it, and the spec",
            "that does not trigger it gets none.",
            "",
            "| id | severity | reported when |",
            "|---|---|---|",
        ]
        lines += entries.map {
            "| [`\($0.id.rawValue)`](#\(anchor(of: $0.id))) | \($0.severity.rawValue) | \($0.summary) |"
        }
        for entry in entries {
            lines += [
                "", "## `\(entry.id.rawValue)`", "", "**\(entry.severity.rawValue)**: \(entry.summary).", "",
                entry.checks, "",
                "Why: " + entry.reason,
            ]
            if let fix = entry.fix { lines += ["", fix.sentence] }
            let language = entry.examplesAreSpecs ? "yaml" : "sh"
            for example in entry.triggeringExamples {
                lines += [
                    "", "Triggers it:", "", "```" + language, Explanation.visible(entry.exampleText(example)), "```",
                ]
                let report = entry.triggeredDiagnostics(example)
                if !report.diagnostics.isEmpty {
                    var text = DiagnosticFormat.text.render(report, color: false)
                    while text.hasSuffix("\n") { text.removeLast() }
                    lines += ["", "```text", text, "```"]
                }
            }
            lines += [
                "", "Does not trigger it:", "", "```" + language, Explanation.visible(entry.exampleText(entry.passing)),
                "```",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The anchor GitHub gives the heading of `id`: `checkbox.state-conflict` → `checkboxstate-conflict`.
    private static func anchor(of id: DiagnosticID) -> String {
        id.rawValue.filter { $0 != "." }
    }
}

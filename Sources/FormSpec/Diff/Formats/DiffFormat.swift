/// How `formspec diff` prints its changes.
package enum DiffFormat: String, CaseIterable, Sendable {
    /// For people in a terminal: a line per change, `FILE:LINE:COL: CLASS: MESSAGE`, and a summary.
    case text
    /// A pull-request comment: a heading, the counts per class, a table per class.
    case markdown
    /// For tools: one JSON document, described by `Schemas/formspec-diff.schema.json`.
    case json
    /// GitHub Actions annotations on the new file's lines: `::error` breaking, `::warning`
    /// behavior, `::notice` cosmetic.
    case github
    /// A page that draws each changed control before and after, light and dark, as the visual
    /// preview draws it.
    case html

    /// The changes of `specs` in this format, after `problems`: the diagnostics of the specs
    /// that have an error and so are not compared, escaped as the rest of the format is. The
    /// `text` format leaves them to the diagnostics' own formats (`--diagnostics-format`), and
    /// says in its summary that those specs are not compared. `against` is the revision the specs
    /// are compared with (`--against REV`), which the `html` page's heading names.
    package func render(_ specs: [FormChanges], problems: DiagnosticReport? = nil, against: String? = nil) -> String {
        switch self {
        case .text: return TextDiffFormatter.render(specs, someNotCompared: problems?.hasErrors ?? false)
        case .markdown: return MarkdownDiffFormatter.render(specs, problems: problems)
        case .json: return JSONDiffFormatter.render(specs, problems: problems?.diagnostics ?? [])
        case .github: return GitHubDiffFormatter.render(specs, problems: problems)
        case .html: return HTMLDiffFormatter.render(specs, problems: problems?.diagnostics ?? [], against: against)
        }
    }
}

/// The page's style sheet and the note under it. The page's own text is dark on light grey and
/// white on black (WCAG contrast of 7:1 and more); the controls draw in the spec's colours, each
/// system colour a variable that the light and the dark side set from `NamedColor.rgba(in:)`.
enum PreviewStyle {
    static let sheet: [String] = page + controls + pageEnd

    /// Each control type's own rules (``ControlPreviews/htmlStyle``), in the registry's order;
    /// a rule two types share (the groups') is written once.
    private static var controls: [String] {
        var written = Set<String>()
        return ControlType.allCases.flatMap { $0.outputs.htmlStyle }.filter { written.insert($0).inserted }
    }

    /// The page and what several controls' drawings share, before the controls' own rules.
    private static let page: [String] = [
        ":root { font-family: -apple-system, system-ui, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, sans-serif; line-height: 1.35; }",
        "body { margin: 0; background: #F2F2F7; color: #1C1C1E; overflow-wrap: anywhere; }",
        "header, main, footer { max-width: 1180px; margin: 0 auto; padding: 12px 16px; box-sizing: border-box; }",
        "h1 { font-size: 24px; margin: 8px 0; }",
        "h2 { font-size: 18px; margin: 0 0 12px; }",
        ".note { color: #3A3A3C; font-size: 14px; margin: 4px 0; }",
        ".summary { font-weight: 600; }",
        "code { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 0.9em; }",
        "/* Each control twice, light and dark: side by side from 800 px, one above the other below. */",
        ".pair, .columns { display: grid; grid-template-columns: minmax(0, 1fr); gap: 12px; margin: 0 0 12px; }",
        ".columns { display: none; }",
        "/* One above the other, each figure says its appearance; side by side, the column headings do. */",
        ".control::before { display: block; margin: 0 0 6px; font-size: 12px; font-weight: 600; color: var(--secondaryLabel); }",
        ".control.light::before { content: \"Light appearance\"; }",
        ".control.dark::before { content: \"Dark appearance\"; }",
        "@media (min-width: 800px) { .pair, .columns { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }"
            + " .columns { display: grid; } .control.light::before, .control.dark::before { content: none; } }",
        ".control { margin: 0; padding: 12px; border-radius: 12px; min-width: 0; overflow-wrap: anywhere; }",
        ".control.light { background: #FFFFFF; color: #000000; \(CSSColor.variables(.light)) }",
        ".control.dark { background: #000000; color: #FFFFFF; \(CSSColor.variables(.dark)) }",
        ".control.has-error { outline: 3px solid var(--systemRed); }",
        ".control.has-warning { outline: 3px solid var(--systemOrange); }",
        ".control.has-info { outline: 2px dashed var(--systemBlue); }",
        "figcaption { font-size: 13px; margin-bottom: 8px; color: var(--secondaryLabel); }",
        "figcaption .type { font-weight: 600; margin-inline-end: 6px; }",
        "figcaption .flag { margin-inline-start: 6px; font-style: italic; }",
        ".row { display: flex; align-items: center; gap: 10px; min-height: 32px; }",
        ".label { font-size: 17px; }",
        ".spoken, .facts { display: block; font-size: 13px; color: var(--secondaryLabel); margin: 4px 0 0; }",
        ".glyph { flex: none; }",
        ".states { display: flex; flex-wrap: wrap; gap: 12px; margin-top: 6px; font-size: 12px; color: var(--secondaryLabel); }",
        ".states span { display: inline-flex; align-items: center; gap: 4px; }",
        ".image { display: inline-flex; align-items: center; justify-content: center; min-width: 28px; height: 28px; padding: 0 6px;"
            + " border: 1.5px dashed currentColor; border-radius: 6px; font-size: 11px; }",
        ".dimmed { opacity: 0.4; }",
        ".rvs-disabled { opacity: 0.5; }",
        ".group-title { margin: 0 0 6px; }",
        ".group-title .title { font-size: 15px; font-weight: 600; }",
        "/* Text the component does not draw: the app's own, framed and tagged. */",
        ".app-text { display: inline-flex; align-items: baseline; flex-wrap: wrap; gap: 2px 6px; padding: 1px 6px;"
            + " border: 1.5px dashed currentColor; border-radius: 6px; }",
        ".app-text .tag { font-size: 11px; font-weight: 600; letter-spacing: 0.02em; }",
        ".not-drawn { border: 1.5px dashed currentColor; border-radius: 8px; padding: 8px 10px; margin: 8px 0 0; font-size: 13px; }",
    ]

    /// The rest of the page, after the controls' own rules.
    private static let pageEnd: [String] = [
        ".visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }",
        ".diagnostics { list-style: none; padding: 0; margin: 10px 0 0; font-size: 13px; }",
        ".diagnostics li { margin: 4px 0; padding: 6px 8px; border-radius: 6px; background: #FFFFFF; color: #1C1C1E; }",
        ".diagnostics li.error { border-inline-start: 4px solid #C4140B; }",
        ".diagnostics li.warning { border-inline-start: 4px solid #A05A00; }",
        ".diagnostics li.info { border-inline-start: 4px solid #0058B8; }",
        ".diagnostics .where, .diagnostics .severity { font-weight: 600; margin-inline-end: 6px; }",
        ".diagnostics code { margin-inline-start: 6px; color: #3A3A3C; }",
        ".placeholder { border: 1.5px dashed currentColor; border-radius: 8px; padding: 10px; margin: 0; }",
        ".form-diagnostics { margin-bottom: 16px; }",
        "h1[dir=rtl] { text-align: right; }",
        "@media (max-width: 500px) { header, main, footer { padding: 8px; } .control { padding: 8px; } }",
        "/* FormSpec's words stay English, left to right, in a right-to-left form. */",
        "[dir=rtl] figcaption, [dir=rtl] .facts, [dir=rtl] .spoken, [dir=rtl] .diagnostics, [dir=rtl] .placeholder, [dir=rtl] .legend,"
            + " [dir=rtl] .states, [dir=rtl] .not-drawn { direction: ltr; text-align: left; }",
        "[dir=rtl] .app-text .tag { direction: ltr; }",
    ]

    /// What a page with logic adds: the logic under each caption, and what its script adds (the
    /// panel at the top, the field under each control, a control with an issue), in English, left
    /// to right, in a right-to-left form too. A hidden pair is not drawn, though `.pair` sets its
    /// display.
    static let logic: [String] = [
        ".logic { margin: 0 0 8px; padding-left: 18px; font-size: 13px; }",
        "[dir=rtl] .logic, [dir=rtl] .try { direction: ltr; text-align: left; }",
        "figcaption .required { font-weight: 600; }",
        ".pair[hidden] { display: none; }",
        ".try-panel { margin: 0 0 16px; padding: 12px; border-radius: 12px; background: #FFFFFF; color: #1C1C1E; }",
        ".try-panel .check { font: inherit; font-size: 15px; padding: 6px 14px; margin: 6px 0; border-radius: 8px;"
            + " border: 1px solid #0058B8; background: #0058B8; color: #FFFFFF; }",
        ".issues { margin: 6px 0 0; padding-left: 18px; font-size: 14px; }",
        ".try { grid-column: 1 / -1; display: flex; flex-wrap: wrap; align-items: center; gap: 4px 12px; padding: 8px 12px;"
            + " border-radius: 8px; background: #FFFFFF; color: #1C1C1E; font-size: 14px; }",
        ".try .try-label { font-weight: 600; }",
        ".try .status { flex-basis: 100%; margin: 0; color: #3A3A3C; }",
        ".pair.has-issue .try { outline: 3px solid #C4140B; }",
    ]

    /// What the page's header says after a sample of the mark of the app's own text.
    static let appTextLegend =
        "marks text the component does not draw: the app shows it beside the component (the label of an RVS_Checkbox or of a calendar, the title and label of a group). Spark's checkboxes, radio buttons and toggles draw their own labels, and Spark's groups their items' texts."

    /// What the page says under the form.
    static let footnote =
        "Drawn by FormSpec \(Compiler.version) for review: a schematic, not the pixels of a device. System colours are iOS's defaults in each appearance; Spark's intents are drawn in systemBlue (basic) and systemRed (error); fonts are the system font at the declared sizes and weights."
}

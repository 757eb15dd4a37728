/// The page's style sheet and the note under it. The page's own text is dark on light grey and
/// white on black (WCAG contrast of 7:1 and more); the controls draw in the spec's colours, each
/// system colour a variable that the light and the dark side set from `NamedColor.rgba(in:)`.
enum PreviewStyle {
    static let sheet: [String] = [
        ":root { font-family: -apple-system, system-ui, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, sans-serif; line-height: 1.35; }",
        "body { margin: 0; background: #F2F2F7; color: #1C1C1E; }",
        "header, main, footer { max-width: 1180px; margin: 0 auto; padding: 12px 16px; box-sizing: border-box; }",
        "h1 { font-size: 24px; margin: 8px 0; }",
        "h2 { font-size: 18px; margin: 0 0 12px; }",
        ".note { color: #3A3A3C; font-size: 14px; margin: 4px 0; }",
        ".summary { font-weight: 600; }",
        "code { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 0.9em; }",
        ".appearances { display: grid; grid-template-columns: minmax(0, 1fr); gap: 16px; }",
        "@media (min-width: 800px) { .appearances { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); } }",
        ".appearance { border-radius: 14px; padding: 16px; min-width: 0; }",
        ".appearance.light { background: #FFFFFF; color: #000000; \(CSSColor.variables(.light)) }",
        ".appearance.dark { background: #000000; color: #FFFFFF; \(CSSColor.variables(.dark)) }",
        ".control { margin: 0 0 14px; padding: 12px; border-radius: 10px; background: var(--secondarySystemBackground); overflow-wrap: anywhere; }",
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
        ".group-title { font-size: 15px; font-weight: 600; margin: 0 0 6px; }",
        ".items { display: flex; gap: 8px 20px; }",
        ".items.vertical { flex-direction: column; }",
        ".items.horizontal { flex-direction: row; flex-wrap: wrap; }",
        ".calendar { max-width: 360px; }",
        ".year-header, .month-header { display: flex; align-items: center; justify-content: center; margin: 6px 0; overflow: hidden; }",
        ".month-header { margin-inline: 20px; }",
        ".weekdays, .days { display: grid; grid-template-columns: repeat(7, minmax(0, 1fr)); text-align: center; }",
        ".weekdays span { display: flex; align-items: center; justify-content: center; overflow: hidden; white-space: nowrap; }",
        ".days span { display: flex; align-items: center; justify-content: center; aspect-ratio: 1; margin: 1px; border-radius: 6px;"
            + " font-size: var(--day-size); font-weight: var(--day-weight); }",
        ".days .d, .legend .days-d { background: var(--systemBackground); color: var(--label); opacity: var(--alpha); }",
        ".days .e, .legend .days-e { background: var(--day-bg); color: var(--tint); }",
        ".days .s, .legend .days-s { background: var(--tint); color: var(--day-bg); }",
        ".days .x, .legend .days-x { background: var(--label); color: var(--systemBackground); opacity: var(--alpha); }",
        ".legend { display: flex; flex-wrap: wrap; gap: 6px 14px; font-size: 12px; margin-top: 8px; color: var(--secondaryLabel); }",
        ".legend > span > span { display: inline-block; width: 14px; height: 14px; border-radius: 3px; vertical-align: middle;"
            + " margin-inline-end: 4px; outline: 1px solid var(--systemGray3); }",
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
    ]

    /// What the page says under the form.
    static let footnote = "Drawn by FormSpec \(Compiler.version) for review: a schematic, not the pixels of a device. System colours are iOS's defaults in each appearance; Spark's intents are drawn in systemBlue (basic) and systemRed (error); fonts are the system font at the declared sizes and weights."
}

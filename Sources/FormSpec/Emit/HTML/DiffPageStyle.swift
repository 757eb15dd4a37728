/// What the diff page adds to the preview's style sheet: the class badges (white on the
/// diagnostics' red, orange and blue: WCAG contrast of 5:1 and more), the list of a change's
/// lines, and its two sides — before and after side by side from 800 px, one above the other
/// below — each holding the control's light and dark figures one above the other, each named.
enum DiffPageStyle {
    static let sheet: [String] = PreviewStyle.sheet + rules

    private static let rules: [String] = [
        "h3 { font-size: 15px; margin: 0 0 8px; }",
        ".change { margin: 0 0 24px; padding: 12px 0 0; border-top: 1px solid #C7C7CC; }",
        ".change h2 { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 8px; }",
        ".badge { display: inline-block; padding: 1px 8px; border-radius: 10px; font-size: 13px; font-weight: 600; color: #FFFFFF; }",
        ".badge.breaking { background: #C4140B; }",
        ".badge.behavior { background: #A05A00; }",
        ".badge.cosmetic { background: #0058B8; }",
        ".lines { margin: 0 0 12px; padding: 0 0 0 20px; font-size: 15px; }",
        ".sides { display: grid; grid-template-columns: minmax(0, 1fr); gap: 12px; }",
        "@media (min-width: 800px) { .sides { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); } }",
        ".side { min-width: 0; }",
        ".side .pair { grid-template-columns: minmax(0, 1fr); }",
        ".side .control.light::before { content: \"Light appearance\"; }",
        ".side .control.dark::before { content: \"Dark appearance\"; }",
    ]
}

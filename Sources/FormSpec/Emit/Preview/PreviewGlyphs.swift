/// The marks the preview draws with, apart from the spec's own text and the locale's names:
/// the Unicode set, or the ASCII one of `--ascii`.
struct PreviewGlyphs {
    /// A selected radio item.
    let radioOn: String
    /// Between facts shared on one line.
    let separator: String
    /// The rule of a calendar's year header.
    let rule: String

    static let unicode = PreviewGlyphs(radioOn: "(•)", separator: " · ", rule: "─")
    static let ascii = PreviewGlyphs(radioOn: "(*)", separator: " | ", rule: "-")

    /// The set for the mode.
    static func set(ascii: Bool) -> PreviewGlyphs {
        ascii ? .ascii : .unicode
    }

    /// A radio item: `(•)`, or `( )` when not selected.
    func radio(_ selected: Bool) -> String {
        selected ? radioOn : "( )"
    }

    /// A checkbox, or a checkbox-group item: `[x]` ON, `[ ]` OFF, `[-]` CLEAR.
    static func checkbox(_ state: CheckboxState) -> String {
        switch state {
        case .on: return "[x]"
        case .off: return "[ ]"
        case .clear: return "[-]"
        }
    }

    /// A toggle: `[on ]` or `[off]`.
    static func toggle(_ state: ToggleState) -> String {
        switch state {
        case .on: return "[on ]"
        case .off: return "[off]"
        }
    }
}

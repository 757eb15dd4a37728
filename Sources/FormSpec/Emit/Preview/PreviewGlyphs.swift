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

    /// A box: `[x]` checked, `[ ]` not checked, `[-]` in between (a checkbox's CLEAR, a Spark
    /// checkbox's indeterminate).
    static func box(_ mark: BoxMark) -> String {
        switch mark {
        case .checked: return "[x]"
        case .unchecked: return "[ ]"
        case .mixed: return "[-]"
        }
    }

    /// What a box shows.
    enum BoxMark {
        case checked, unchecked, mixed
    }
}

/// How the `uikit` screen's `formView` shows a control with the texts a person reads that its
/// component does not draw (the HTML preview marks the same texts "app text").
enum UIKitLayout: Sendable {
    /// The component draws its texts (Spark's checkbox, radio button and switch take a `text`):
    /// the control alone.
    case alone
    /// A box that draws no text (RVS_Checkbox): its label to its right, on a row a tap on which is
    /// a tap on the box (`makeCheckboxRow(_:beside:)`, a member of the checkbox type).
    case besideItsLabel
    /// A control with no title or label of its own (RVS_CalendarInput, Spark's groups): under its
    /// title and its label.
    case underItsTexts
}

/// A text of a control that the `uikit` screen draws itself: its member in `Texts` and `Labels`
/// (`photoConsentLabel`, `dietaryTitle`) and the text.
struct UIKitDrawnText {
    /// The member's name: the control's constant followed by `Label` or `Title`, so that no two
    /// controls' texts share one (two controls never share a constant).
    let member: String
    /// The text, read from the strings table.
    let text: LocalizedText
    /// What a drawn text is to its control.
    enum Role: String {
        case title, label
    }

    /// What the text is: it names the member and its comment.
    let role: Role

    /// The texts of the control `lines` is writing that its component does not draw, in the
    /// order they are shown: a group's title above its label; none that is empty.
    static func of(_ lines: UIKitLines) -> [UIKitDrawnText] {
        let texts = lines.texts
        let candidates: [(Role, LocalizedText?)]
        switch lines.control.type.outputs.uikitControl.layout {
        case .alone: return []
        case .besideItsLabel: candidates = [(.label, texts.label)]
        case .underItsTexts: candidates = [(.title, texts.title), (.label, texts.label)]
        }
        return candidates.compactMap { role, text in
            guard let text = SwiftUIScreenWriter.shown(text) else { return nil }
            let suffix = role == .title ? "Title" : "Label"
            return UIKitDrawnText(
                member: SwiftNames.control(lines.control.id, suffix: suffix), text: text, role: role)
        }
    }
}

extension GroupDefinition {
    static func preview(_ group: GroupModel, of control: ControlModel, into writer: inout PreviewWriter) {
        writer.group(control, group, radio: isRadio)
    }

    /// One of its items or none (a radio group), or a set of them; each item by its label, else its id.
    static func previewAnswers(_ group: GroupModel, of _: ControlModel) -> PreviewAnswers {
        PreviewAnswers(
            kind: isRadio ? .choice : .selection, title: group.title,
            options: group.items.map { .init(id: $0.id, label: $0.label ?? $0.id, enabled: $0.enabled) },
            initial: group.selected)
    }
}

extension PreviewWriter {
    /// A checkbox group or a radio group: its caption and layout, then each item on its own line,
    /// drawn, with its id and label, and `(disabled)` when it is not effectively enabled.
    mutating func group(_ control: ControlModel, _ group: GroupModel, radio: Bool) {
        labels(control.label, control.accessibilityLabel)
        if let title = group.title { fact("title", PreviewText.escaped(title)) }
        fact("axis", group.axis.rawValue + glyphs.separator + "intent: " + group.intent.rawValue)
        for item in group.items {
            let glyph = radio ? glyphs.radio(item.selected) : PreviewGlyphs.box(item.selected ? .checked : .unchecked)
            var text = item.id
            if let label = item.label { text += ": " + PreviewText.escaped(label) }
            if !item.enabled { text += " (disabled)" }
            wrapped("  " + glyph + " ", text, indent: 6)
            accessibility(item.label, item.accessibilityLabel, indent: 6)
        }
    }
}

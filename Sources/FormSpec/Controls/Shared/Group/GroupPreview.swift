extension GroupDefinition {
    static func preview(_ group: GroupModel, of control: ControlModel, into writer: inout PreviewWriter) {
        writer.group(control, group, radio: isRadio)
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

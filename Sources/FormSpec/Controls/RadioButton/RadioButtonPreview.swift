extension RadioButtonDefinition: ControlPreviews {
    /// `(•)` selected or `( )`, then the label; the intent.
    static func preview(_ button: RadioButtonModel, of control: ControlModel, into writer: inout PreviewWriter) {
        writer.drawn(writer.glyphs.radio(button.selected), control.label)
        writer.accessibility(control.label, control.accessibilityLabel, indent: 2)
        writer.fact("intent", button.intent.rawValue)
    }

    /// `on` (selected) or `off`.
    static func previewAnswers(_ button: RadioButtonModel, of _: ControlModel) -> PreviewAnswers {
        .states(
            ToggleState.allCases.map(\.rawValue), initial: (button.selected ? ToggleState.on : .off).rawValue,
            required: ToggleState.on.rawValue)
    }
}

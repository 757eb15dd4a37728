extension RadioButtonDefinition: ControlPreviews {
    /// `(•)` selected or `( )`, then the label; the intent.
    static func preview(_ button: RadioButtonModel, of control: ControlModel, into writer: inout PreviewWriter) {
        writer.drawn(writer.glyphs.radio(button.selected), control.label)
        writer.accessibility(control.label, control.accessibilityLabel, indent: 2)
        writer.fact("intent", button.intent.rawValue)
    }
}

extension ToggleDefinition: ControlPreviews {
    /// `[on ]` or `[off]`, then the label.
    static func preview(_ toggle: ToggleModel, of control: ControlModel, into writer: inout PreviewWriter) {
        writer.drawn(toggle.state == .on ? "[on ]" : "[off]", control.label)
        writer.accessibility(control.label, control.accessibilityLabel, indent: 2)
    }
}

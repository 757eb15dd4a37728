extension ToggleDefinition: ControlPreviews {
    /// `[on ]` or `[off]`, then the label.
    static func preview(_ toggle: ToggleModel, of control: ControlModel, into writer: inout PreviewWriter) {
        writer.drawn(toggle.state == .on ? "[on ]" : "[off]", control.label)
        writer.accessibility(control.label, control.accessibilityLabel, indent: 2)
    }

    /// `on` or `off`.
    static func previewAnswers(_ toggle: ToggleModel, of _: ControlModel) -> PreviewAnswers {
        .states(ToggleState.allCases.map(\.rawValue), initial: toggle.state.rawValue, required: ToggleState.on.rawValue)
    }
}

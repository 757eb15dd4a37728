extension SparkCheckboxDefinition: ControlPreviews {
    /// `[x]` selected, `[ ]` unselected, `[-]` indeterminate, then the label; the state and intent.
    static func preview(_ checkbox: SparkCheckboxModel, of control: ControlModel, into writer: inout PreviewWriter) {
        writer.drawn(PreviewGlyphs.box(checkbox.state.mark), control.label)
        writer.accessibility(control.label, control.accessibilityLabel, indent: 2)
        writer.fact("state", checkbox.state.rawValue + writer.glyphs.separator + "intent: " + checkbox.intent.rawValue)
    }

    /// `selected`, `unselected` or `indeterminate`.
    static func previewAnswers(_ checkbox: SparkCheckboxModel, of _: ControlModel) -> PreviewAnswers {
        .states(
            SparkCheckboxState.allCases.map(\.rawValue), initial: checkbox.state.rawValue,
            required: SparkCheckboxState.selected.rawValue)
    }
}

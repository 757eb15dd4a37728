extension CheckboxDefinition {
    /// A `FormSpecCheckbox` (the support file's wrapper of `RVS_Checkbox`, built from the
    /// control's constant as the `uikit` template builds it, with no haptic) bound to the answer,
    /// whether it is on or, three-state, its state, with its label beside it: a tap on the label
    /// is a tap on the box, and VoiceOver reads the box alone, with its accessibility label and
    /// its state.
    static let swiftUIView = makeSwiftUIView(
        summary: "`FormSpecCheckbox`, a wrapper of `RVS_Checkbox`, with its label beside it, a tap on which toggles it",
        usesSpark: false
    ) { model, control, texts, writer in
        writer.append("                FormSpecCheckbox(\n                    ")
        writer.append(model.threeState ? "state: " : "isOn: ")
        writer.appendBinding()
        writer.append(", control: ")
        writer.appendConstant()
        writer.append(",\n                    label: ")
        if let label = SwiftUIScreenWriter.shown(texts.label) {
            writer.appendLocalized(label)
        } else {
            writer.append("nil")
        }
        writer.append(",\n                    accessibilityLabel: ")
        if let accessibilityLabel = texts.accessibilityLabel { writer.appendLocalized(accessibilityLabel) }
        writer.append("\n                )\n")
        writer.appendField(indent: "                ")
    }
}

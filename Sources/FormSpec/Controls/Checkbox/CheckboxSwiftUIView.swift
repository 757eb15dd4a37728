extension CheckboxDefinition {
    /// A `FormSpecCheckbox` (the support file's wrapper of `RVS_Checkbox`, built from the
    /// control's constant as the `uikit` template builds it, with no haptic) bound to the answer,
    /// whether it is on or, three-state, its state; the label beside it, which VoiceOver does not
    /// read twice: the box has the accessibility label.
    static let swiftUIView = makeSwiftUIView(
        summary: "`FormSpecCheckbox`, a wrapper of `RVS_Checkbox`, with its label beside it", usesSpark: false
    ) { model, control, texts, writer in
        writer.append("                HStack {\n                    FormSpecCheckbox(")
        writer.append(model.threeState ? "state: " : "isOn: ")
        writer.appendBinding()
        writer.append(", control: ")
        writer.appendConstant()
        writer.append(", accessibilityLabel: ")
        if let accessibilityLabel = texts.accessibilityLabel { writer.appendLocalized(accessibilityLabel) }
        writer.append(")\n")
        if let label = SwiftUIScreenWriter.shown(texts.label) {
            writer.append("                    Text(")
            writer.appendLocalized(label)
            writer.append(")\n                        .accessibilityHidden(true)\n")
        }
        writer.append("                }\n")
        writer.appendDisabled(control, indent: "                ")
    }
}

extension GroupDefinition {
    /// A Spark group in SwiftUI (`component`, Spark 2.2.2 `SparkCheckboxGroup.swift`,
    /// `SparkRadioGroup.swift`) of `item`s (`SelectionControlsGroupItem`), whose ids are the group's
    /// item enum, bound (`selection`) to the answer (`$values.NAME` and `bindingSuffix`), with its
    /// intent (`intentModifier`) and axis (`axisModifier`), under its title and its label, which
    /// Spark's groups do not draw.
    ///
    /// An item is enabled as `Values.isEnabled(_:)` decides of it, live (the group enabled, the item
    /// enabled, its `enabledWhen` holding).
    ///
    /// An item shows its label (`title:`, a `String` read through `String(localized:)`); an item
    /// with an accessibility label of its own shows its label (none without one) in a `Text`
    /// that gives VoiceOver that label (`Text.accessibilityLabel(_:)`), never shown. The group is a
    /// container (`accessibilityElement(children: .contain)`) named with its accessibility label,
    /// else its label, else its title — the keys `a11y.missing-label` accepts — so the title's
    /// and the label's texts are not read again.
    static func groupSwiftUIView(
        component: String, selection: String, bindingSuffix: String, item: String, intentModifier: String,
        axisModifier: String
    ) -> SwiftUIView {
        let itemType = "SparkComponentSelectionControls.\(item)"
        let summary = "`\(component)(theme:\(selection):items:)` with `.\(intentModifier)(_:)`, `.\(axisModifier)(_:)`"
        return makeSwiftUIView(summary: summary, usesSpark: true, hasItemIDs: true) { group, control, texts, writer in
            writer.append("                VStack(alignment: .leading, spacing: 8) {\n")
            for text in [texts.title, texts.label] {
                guard let text = SwiftUIScreenWriter.shown(text) else { continue }
                writer.append("                    Text(")
                writer.appendLocalized(text)
                writer.append(")\n                        .accessibilityHidden(true)\n")
            }
            writer.append("                    ")
            writer.append(component)
            writer.append("(\n                        theme: theme,\n                        ")
            writer.append(selection)
            writer.append(": ")
            writer.appendBinding()
            writer.append(bindingSuffix)
            writer.append(",\n                        items: [\n")
            let itemEnum = SwiftNames.items(ofGroup: control.id)
            for (item, itemTexts) in zip(group.items, texts.items) {
                let itemCase = itemEnum + "." + SwiftNames.item(item.id)
                writer.append("                            ")
                writer.append(itemType)
                writer.append("(id: ")
                writer.append(itemCase)
                if let accessibilityLabel = itemTexts.accessibilityLabel, accessibilityLabel != itemTexts.label {
                    writer.append(", isEnabled: values.isEnabled(")
                    writer.append(itemCase)
                    writer.append(")) {\n                                Text(")
                    if let label = SwiftUIScreenWriter.shown(itemTexts.label) {
                        writer.appendLocalized(label)
                    } else {
                        writer.append("verbatim: \"\"")
                    }
                    writer.append(").accessibilityLabel(")
                    writer.appendLocalized(accessibilityLabel)
                    writer.append(")\n                            },\n")
                } else {
                    writer.append(", title: ")
                    if let label = itemTexts.label { writer.appendLocalized(label) }
                    writer.append(", isEnabled: values.isEnabled(")
                    writer.append(itemCase)
                    writer.append(")),\n")
                }
            }
            writer.append("                        ]\n                    )\n                    .")
            writer.append(intentModifier)
            writer.append("(.")
            writer.append(group.intent.rawValue)
            writer.append(")\n                    .")
            writer.append(axisModifier)
            writer.append("(.")
            writer.append(group.axis.rawValue)
            writer.append(")\n                }\n                .accessibilityElement(children: .contain)\n")
            writer.append("                .accessibilityLabel(")
            if let name = SwiftUIScreenWriter.shown(texts.accessibilityLabel) ?? texts.title {
                writer.appendLocalized(name)
            }
            writer.append(")\n")
            writer.appendField(indent: "                ")
        }
    }
}

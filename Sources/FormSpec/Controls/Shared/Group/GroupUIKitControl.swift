extension GroupDefinition {
    /// A Spark group (`component`, of the group's item enum) of `item`s: its items at creation,
    /// each enabled or not; the selection last, with
    /// `select`(`…, animated: false`), which sends no action (`SparkUICheckboxGroup.swift`,
    /// `SparkUIRadioGroup.swift`: only an item a person taps makes the group send `.valueChanged`).
    /// Spark tells the items apart by their ids' `description` (its `SelectionControlsGroupID` is
    /// `Equatable & Hashable & CustomStringConvertible`), so the item enum gives its raw value.
    ///
    /// VoiceOver hears the group's name: Spark's groups are plain `UIControl`s, neither an
    /// accessibility element nor a container with a label, so the group is made a semantic group
    /// (`accessibilityContainerType = .semanticGroup`, read as its items are entered) labelled with
    /// its accessibility label, else its label, else its title — the keys `a11y.missing-label`
    /// accepts.
    ///
    /// An item's accessibility label is never its visible text: the item shows its `label` (none
    /// when it has only an accessibility label), and an accessibility label of its own is set on
    /// the item's view, `itemViews` (`checkboxes`, `radioButtons`: public, in the items' order),
    /// whose `accessibilityLabel` Spark forwards to the element VoiceOver reads, after the items
    /// are made (setting an item's text sets that label to the text).
    ///
    /// Spark's groups draw no title or label: `formView` puts them above the group.
    ///
    /// Live, each item is enabled as `Values.isEnabled(_:)` decides of it (the group enabled, the
    /// item enabled, its `enabledWhen` holding), on its view, never through the group's
    /// `isEnabled`, whose setter sets every item's; each item's view takes the group's
    /// accessibility hint, since the group is no element VoiceOver reads.
    ///
    /// `select` shows the answer (`setSelectedIDs`, given the items in order, or `setSelectedID`),
    /// and `selected` reads it back.
    static func groupControl(
        component: SwiftAnswerCode, item: String, itemViews: String, select: SwiftAnswerCode, selected: SwiftAnswerCode
    ) -> UIKitControl {
        let selectLine: UIKitCode = { lines in
            lines.line(lines.property + "." + lines.code(select) + ", animated: false)")
        }
        return UIKitControl(
            component: component, module: "SparkComponentSelectionControls", takesTheme: true,
            make: { lines in
                let group = model(in: lines.control.bodyBox)
                let texts = lines.texts
                let p = lines.property
                lines.line(p + " = " + lines.code(component) + "(theme: theme, items: [")
                for (model, itemTexts) in zip(group.items, texts.items) {
                    let text: String = itemTexts.label.map { lines.localized($0) } ?? "\"\""
                    let enabled = model.enabled ? "true" : "false"
                    lines.line(
                        "    \(item)(id: .\(SwiftNames.item(model.id)), text: \(text), isEnabled: \(enabled)),")
                }
                lines.line("])")
                for (index, itemTexts) in texts.items.enumerated() {
                    guard let own = itemTexts.accessibilityLabel, own != itemTexts.label else { continue }
                    lines.line(
                        p + "." + itemViews + "[" + String(index) + "].accessibilityLabel = " + lines.localized(own)
                    )
                }
                lines.line(p + ".intent = ." + group.intent.rawValue)
                lines.line(p + ".axis = ." + group.axis.rawValue)
                lines.line(p + ".accessibilityContainerType = .semanticGroup")
                lines.line(p + ".accessibilityLabel = " + lines.localized(texts.accessibilityLabel ?? texts.title))
                selectLine(&lines)
            },
            read: { lines in lines.line(lines.answer + " = " + lines.code(selected)) },
            show: selectLine,
            obey: { lines in
                let view = lines.property + "." + itemViews + "[index]"
                lines.line("for (index, item) in " + lines.items + ".allCases.enumerated() {")
                lines.line("    " + view + ".isEnabled = values.isEnabled(item)")
                lines.line("    " + view + ".accessibilityHint = " + lines.property + ".accessibilityHint")
                lines.line("}")
            },
            layout: .underItsTexts,
            itemsExtension: """
                : CustomStringConvertible {
                    /// The item's id, by which Spark's group tells its items apart.
                    public var description: String { rawValue }
                }

                """)
    }
}

extension GroupDefinition {
    /// The selection is behavior; the title, layout and intent are cosmetic. Items are matched
    /// by id: one removed or renamed (an item removed and one of the same label added) is
    /// breaking, one added behavior, its order cosmetic; its texts are cosmetic and whether it is
    /// enabled behavior, as is its `enabledWhen`. Whether an item is selected is said by the
    /// group's `selected`. A checkbox group's `minSelected` and `maxSelected` are classed as
    /// ``ControlLogic/selectionCountFields`` says.
    static var changeRules: ChangeRules<GroupModel> { GroupChangeRules.rules }
}

/// The change rules both groups share, made once.
private enum GroupChangeRules {
    static let rules = ChangeRules<GroupModel>(
        fields: [
            ComparedField("title", .cosmetic, \.title, text: ChangeText.quoted),
            ComparedField("selected", .behavior, \.selected, text: ChangeText.list),
            ComparedField("axis", .cosmetic, \.axis, text: ChangeText.word),
            ComparedField("intent", .cosmetic, \.intent, text: ChangeText.word),
        ],
        // A checkbox group's sizes of a selection (a radio group has none, so never a change of them).
        logic: ControlLogic.selectionCountFields,
        parts: [
            ComparedParts(
                "items", noun: "item", parts: \.items, key: \.id, label: \.label, tracksOrder: true,
                removal: { _ in .breaking },
                fields: [
                    ComparedField("label", .cosmetic, \.label, text: ChangeText.quoted),
                    .accessibilityLabel(label: \.label, accessibilityLabel: \.accessibilityLabel),
                ],
                enabledFields: [ComparedField("enabled", .behavior, \.enabled, text: ChangeText.flag)],
                extensions: \.extensions, enabledWhen: { logic, item in logic.enabledWhen(ofItem: item.id) })
        ],
        title: \.title)
}

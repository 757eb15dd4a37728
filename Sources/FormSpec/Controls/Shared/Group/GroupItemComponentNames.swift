/// The property names of Spark's group items (`CheckboxGroupUIItem` / `RadioGroupUIItem`, and the
/// SwiftUI items' `title`) and the keys FormSpec writes for them. An item's `isSelected` or
/// `selectionState` is `group.item-state`: selection is the group's `selected`.
enum GroupItemComponentNames {
    static let names = ComponentNames([
        .key("text", GroupItemKey.label, of: owner),
        .key("attributedText", GroupItemKey.label, of: owner),
        .key("title", GroupItemKey.label, of: owner),
        .key("isEnabled", GroupItemKey.enabled, of: owner),
    ])

    private static let owner = "a Spark group item"
}

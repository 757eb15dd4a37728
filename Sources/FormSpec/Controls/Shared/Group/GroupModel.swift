/// A `checkboxGroup` or `radioGroup` (Spark), resolved.
package struct GroupModel: Sendable, Equatable {
    package var title: String?
    package var axis: GroupAxis
    package var intent: SelectionIntent
    package var items: [GroupItemModel]
    /// The ids of the selected items, in item order, each once; a radio group has at most one.
    package var selected: [String]
}

/// One item of a group, resolved.
package struct GroupItemModel: Sendable, Equatable {
    package var id: String
    package var label: String?
    /// The declared accessibility label, or else the label.
    package var accessibilityLabel: String?
    /// Effective: enabled only when both the item and its group are.
    package var enabled: Bool
    /// Whether the group's `selected` names the item.
    package var selected: Bool
    package var extensions: ExtensionValues
}

/// A `checkboxGroup` or `radioGroup` (Spark), resolved.
public struct GroupModel: Sendable, Equatable {
    public var title: String?
    public var axis: GroupAxis
    public var intent: SelectionIntent
    public var items: [GroupItemModel]
    /// The ids of the selected items, in item order, each once; a radio group has at most one.
    public var selected: [String]
}

/// One item of a group, resolved.
public struct GroupItemModel: Sendable, Equatable {
    public var id: String
    public var label: String?
    /// The declared accessibility label, or else the label.
    public var accessibilityLabel: String?
    /// Effective: enabled only when both the item and its group are.
    public var enabled: Bool
    /// Whether the group's `selected` names the item.
    public var selected: Bool
    public var extensions: ExtensionValues
}

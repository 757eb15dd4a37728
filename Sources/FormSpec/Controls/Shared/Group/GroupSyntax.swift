import FormSpecYAML

/// A `checkboxGroup` or `radioGroup` (Spark).
public struct GroupSyntax: ControlSyntaxBody {
    public var title: Located<String>?
    /// The items; empty when `items` is missing or wrong.
    public var items: [GroupItemSyntax]
    public var selected: Located<GroupSelection>?
    public var axis: Located<GroupAxis>?
    public var intent: Located<SelectionIntent>?
}

/// What `selected` holds: one id, or a list of ids (the form a checkbox group needs).
public struct GroupSelection: Sendable {
    public var ids: [Located<String>]
    /// Whether `selected` was written as a list.
    public var isList: Bool
}

/// One item of a group.
public struct GroupItemSyntax: Sendable {
    /// The item's mapping.
    public var place: SourcePlace
    public var id: Located<String>?
    public var label: Located<String>?
    public var accessibilityLabel: Located<String>?
    public var enabled: Located<Bool>?
    public var extensions: [Extension]
    /// `state` or `selected` keys, which items cannot have (the group's `selected` decides).
    public var stateKeys: [Located<String>]
    /// Every key written, whether its value could be read or not, or under another name (`lable`,
    /// Spark's `text`): see ``ControlSyntax``.
    public var writtenKeys: WrittenKeys<GroupItemKey>
}

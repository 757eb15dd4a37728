import FormSpecYAML

/// A `checkboxGroup` or `radioGroup` (Spark).
package struct GroupSyntax: ControlSyntaxBody {
    package var title: Located<String>?
    /// The items; empty when `items` is missing or wrong.
    package var items: [GroupItemSyntax]
    package var selected: Located<GroupSelection>?
    package var axis: Located<GroupAxis>?
    package var intent: Located<SelectionIntent>?
}

/// What `selected` holds: one id, or a list of ids (the form a checkbox group needs).
package struct GroupSelection: Sendable {
    package var ids: [Located<String>]
    /// Whether `selected` was written as a list.
    package var isList: Bool
}

/// One item of a group.
package struct GroupItemSyntax: Sendable {
    /// The item's mapping.
    package var place: SourcePlace
    package var id: Located<String>?
    package var label: Located<String>?
    package var accessibilityLabel: Located<String>?
    package var enabled: Located<Bool>?
    /// The condition on other controls' answers that enables it.
    package var enabledWhen: ConditionSyntax?
    package var extensions: [Extension]
    /// `state` or `selected` keys, which items cannot have (the group's `selected` decides).
    package var stateKeys: [Located<String>]
    /// Every key written, whether its value could be read or not, or under another name (`lable`,
    /// Spark's `text`): see ``ControlSyntax``.
    package var writtenKeys: WrittenKeys<GroupItemKey>
}

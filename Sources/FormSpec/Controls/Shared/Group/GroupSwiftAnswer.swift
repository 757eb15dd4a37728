extension GroupDefinition {
    /// A radio group's declared answer is its selected item's id, or null; a checkbox group's, the
    /// ids it selects.
    static func declaredAnswer(_ group: GroupModel) -> JSONValue {
        isRadio ? group.selected.first.map(JSONValue.string) ?? .null : .array(group.selected.map(JSONValue.string))
    }
}

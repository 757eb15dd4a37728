/// A radio group's answer in JSON is its selected item's id, or `null`; a checkbox group's, the
/// array of the ids it selects, each once. Any item of the group, even a disabled one: a disabled
/// item keeps its selection.
extension GroupDefinition {
    static func answerJSON(_ group: GroupModel) -> AnswerJSON {
        let items = group.items.map(\.id)
        return isRadio ? .item(items) : .members(items, meaning: "the ids of its selected items, each once")
    }
}

/// A checkbox group's answer is the set of its items selected (those a person can choose:
/// enabled, or selected from the start); required, it must hold one at least.
extension CheckboxGroupDefinition {
    static func answers(of syntax: GroupSyntax) -> AnswerSpace {
        let selected = Set(syntax.selected?.value.ids.map(\.value) ?? [])
        let choosable = syntax.items.count { item in
            item.enabled?.value ?? true || item.id.map { selected.contains($0.value) } ?? false
        }
        return AnswerSpace(
            words: [], members: syntax.items.compactMap(\.id?.value), choosable: choosable,
            requirement: .nonEmpty("at least one item"))
    }

    static func initialAnswer(of syntax: GroupSyntax) -> [String] { syntax.selected?.value.ids.map(\.value) ?? [] }
}

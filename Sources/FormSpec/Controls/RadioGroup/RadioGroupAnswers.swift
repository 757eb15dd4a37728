/// A radio group's answer is one of its items, or none; required, it must have a selection.
extension RadioGroupDefinition {
    static func answers(of syntax: GroupSyntax) -> AnswerSpace {
        AnswerSpace(
            words: syntax.items.compactMap(\.id?.value), members: nil, choosable: 0,
            requirement: .nonEmpty("a selection"))
    }

    static func initialAnswer(of syntax: GroupSyntax) -> [String] { syntax.selected?.value.ids.map(\.value) ?? [] }
}

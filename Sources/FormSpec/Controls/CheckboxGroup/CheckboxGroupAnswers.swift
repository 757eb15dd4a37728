/// A checkbox group's answer is the set of its items selected; required, it must hold one at
/// least.
extension CheckboxGroupDefinition {
    static func answers(of syntax: GroupSyntax) -> AnswerSpace {
        AnswerSpace(words: [], members: syntax.items.compactMap(\.id?.value), requirement: .nonEmpty("at least one item"))
    }
}

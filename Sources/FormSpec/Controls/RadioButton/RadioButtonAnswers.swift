/// A radio button's answer is `on` (selected) or `off`; required, it must be on.
extension RadioButtonDefinition {
    private static let answers = AnswerSpace.states(
        ToggleState.allCases.map(\.rawValue), required: ToggleState.on.rawValue)

    static func answers(of _: RadioButtonSyntax) -> AnswerSpace { answers }

    static func initialAnswer(of syntax: RadioButtonSyntax) -> [String] {
        [(syntax.selected?.value ?? false ? ToggleState.on : .off).rawValue]
    }
}

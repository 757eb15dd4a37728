/// A radio button's answer is `on` (selected) or `off`; required, it must be on.
extension RadioButtonDefinition {
    static func answers(of _: RadioButtonSyntax) -> AnswerSpace {
        .states(ToggleState.allCases.map(\.rawValue), required: ToggleState.on.rawValue)
    }
}

/// A toggle's answer is `on` or `off`; required, it must be on.
extension ToggleDefinition {
    static func answers(of _: ToggleSyntax) -> AnswerSpace {
        .states(ToggleState.allCases.map(\.rawValue), required: ToggleState.on.rawValue)
    }
}

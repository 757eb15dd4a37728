/// A toggle's answer is `on` or `off`; required, it must be on.
extension ToggleDefinition {
    private static let answers = AnswerSpace.states(
        ToggleState.allCases.map(\.rawValue), required: ToggleState.on.rawValue)

    static func answers(of _: ToggleSyntax) -> AnswerSpace { answers }

    static func initialAnswer(of syntax: ToggleSyntax) -> [String] { [(syntax.state?.value ?? .off).rawValue] }
}

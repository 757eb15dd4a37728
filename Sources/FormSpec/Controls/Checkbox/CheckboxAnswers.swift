/// A checkbox's answer is its state: `off` or `on`, or `clear` too when it has three states;
/// required, it must be on (the code of conduct accepted).
extension CheckboxDefinition {
    /// The answers of a two-state and a three-state checkbox, made once.
    private static let twoStates = AnswerSpace.states(
        [CheckboxState.off, .on].map(\.rawValue), required: CheckboxState.on.rawValue)
    private static let threeStates = AnswerSpace.states(
        [CheckboxState.off, .clear, .on].map(\.rawValue), required: CheckboxState.on.rawValue)

    static func answers(of syntax: CheckboxSyntax) -> AnswerSpace {
        syntax.isThreeState ? threeStates : twoStates
    }

    static func initialAnswer(of syntax: CheckboxSyntax) -> [String] { [CheckboxModel.state(of: syntax).rawValue] }
}

/// A checkbox's answer is its state: `off` or `on`, or `clear` too when it has three states;
/// required, it must be on (the code of conduct accepted).
extension CheckboxDefinition {
    static func answers(of syntax: CheckboxSyntax) -> AnswerSpace {
        .states(
            (syntax.isThreeState ? [CheckboxState.off, .clear, .on] : [.off, .on]).map(\.rawValue),
            required: CheckboxState.on.rawValue)
    }
}

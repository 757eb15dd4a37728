/// A Spark checkbox's answer is its state: `unselected`, `indeterminate` or `selected`;
/// required, it must be selected.
extension SparkCheckboxDefinition {
    private static let answers = AnswerSpace.states(
        SparkCheckboxState.allCases.map(\.rawValue), required: SparkCheckboxState.selected.rawValue)

    static func answers(of _: SparkCheckboxSyntax) -> AnswerSpace { answers }

    static func initialAnswer(of syntax: SparkCheckboxSyntax) -> [String] {
        [(syntax.state?.value ?? .unselected).rawValue]
    }
}

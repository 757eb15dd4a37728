/// A Spark checkbox's answer in JSON is its state's word (`unselected`, `indeterminate`,
/// `selected`).
extension SparkCheckboxDefinition {
    static func answerJSON(_: SparkCheckboxModel) -> AnswerJSON {
        .word(SparkCheckboxState.allCases.map(\.rawValue), answered: SparkCheckboxState.selected.rawValue)
    }
}

/// A radio button's answer in JSON is `true` (selected, `on`) or `false`.
extension RadioButtonDefinition {
    static func answerJSON(_: RadioButtonModel) -> AnswerJSON { .flag }
}

/// A toggle's answer in JSON is `true` (on) or `false`.
extension ToggleDefinition {
    static func answerJSON(_: ToggleModel) -> AnswerJSON { .flag }
}

/// A two-state checkbox's answer in JSON is `true` (on) or `false`; a three-state one's, its
/// state's word (`off`, `clear`, `on`).
extension CheckboxDefinition {
    static func answerJSON(_ checkbox: CheckboxModel) -> AnswerJSON {
        checkbox.threeState
            ? .word([CheckboxState.off, .clear, .on].map(\.rawValue), answered: CheckboxState.on.rawValue) : .flag
    }
}

extension CheckboxDefinition: ControlSwiftCode {
    /// A three-state checkbox's answer is its state; a two-state one's, whether it is on.
    static let swiftAnswer = SwiftAnswer<CheckboxModel>.depending(
        on: "threeState", isTrue: { $0.threeState },
        holds: .always(
            SwiftAnswerValue(
                type: "CheckboxControl.State", initial: "\(.constant).state",
                meaning: "its state (off, clear or on)")),
        otherwise: .always(.stateIsOn))
}

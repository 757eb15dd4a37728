extension CheckboxDefinition: ControlSwiftCode {
    /// A three-state checkbox's answer is its state; a two-state one's, whether it is on.
    static let swiftAnswer = SwiftAnswer<CheckboxModel>.depending(
        on: "threeState", isTrue: { $0.threeState },
        holds: .always(
            SwiftAnswerValue(
                type: "CheckboxControl.State", initial: "\(.constant).state",
                meaning: "its state (off, clear or on)",
                logicAnswer: ".word(\(.ownAnswer).rawValue, answered: \(.ownAnswer) == .on)")),
        otherwise: .always(.stateIsOn))

    /// A three-state checkbox's declared answer is its state's word; a two-state one's, whether it is on.
    static func declaredAnswer(_ checkbox: CheckboxModel) -> JSONValue {
        checkbox.threeState ? .string(checkbox.state.rawValue) : .bool(checkbox.state == .on)
    }
}

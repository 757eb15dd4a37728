extension SparkCheckboxDefinition: ControlSwiftCode {
    static let swiftAnswer = SwiftAnswer<SparkCheckboxModel>.always(
        SwiftAnswerValue(
            type: "SparkCheckboxControl.State", initial: "\(.constant).state",
            meaning: "its state (selected, unselected or indeterminate)",
            logicAnswer: ".word(\(.ownAnswer).rawValue, answered: \(.ownAnswer) == .selected)"))

    static func declaredAnswer(_ checkbox: SparkCheckboxModel) -> JSONValue {
        .string(checkbox.state.rawValue)
    }
}

extension RadioButtonDefinition: ControlSwiftCode {
    static let swiftAnswer = SwiftAnswer<RadioButtonModel>.always(
        SwiftAnswerValue(
            type: "Bool", initial: "\(.constant).selected", meaning: "whether it is selected",
            logicAnswer: ".on(\(.ownAnswer))"))

    static func declaredAnswer(_ button: RadioButtonModel) -> JSONValue {
        .bool(button.selected)
    }
}

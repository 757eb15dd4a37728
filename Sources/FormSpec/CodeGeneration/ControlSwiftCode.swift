/// What a control type adds to the generated Swift: its answer in the `Values` of the built-in
/// `swift` output, its part of the `uikit` screen (`<Type>UIKitControl.swift`) and its view in the
/// `swiftui` screen (`<Type>SwiftUIView.swift`).
protocol ControlSwiftCode: ControlDefinition {
    /// What the person's answer to the control is in the generated `Values`: its Swift type and
    /// its initial value.
    static var swiftAnswer: SwiftAnswer<Model> { get }
    /// The answer the spec declares, as `Values` encodes it in JSON (`true`, `"clear"`, the ids
    /// selected).
    static func declaredAnswer(_ model: Model) -> JSONValue
    /// What the control adds to the built-in `uikit` screen.
    static var uikitControl: UIKitControl { get }
    /// What the control adds to the built-in `swiftui` screen.
    static var swiftUIView: SwiftUIView { get }

    // MARK: What the writers call (implemented once, below)

    /// `control`'s answer in the generated `Values`.
    static func swiftAnswer(of control: ControlModel) -> SwiftAnswerValue
    /// The answer `control` declares.
    static func declaredAnswer(of control: ControlModel) -> JSONValue
    /// The lines of the built-in `swift` template that write the answer of a control of this type.
    static func swiftAnswerTemplate(_ line: (SwiftAnswerValue) -> String) -> String
    /// Whether a control of this type can have a constant of its declared selection in the
    /// built-in `swift` output (`sizeSelection`), for `codegen.name-collision`.
    static var declaresSwiftSelection: Bool { get }
    /// Every answer a control of this type may have (for the documents).
    static var swiftAnswerValues: [SwiftAnswerValue] { get }
}

extension ControlSwiftCode {
    static func swiftAnswer(of control: ControlModel) -> SwiftAnswerValue {
        swiftAnswer.resolved(for: model(in: control.bodyBox))
    }

    static func declaredAnswer(of control: ControlModel) -> JSONValue {
        declaredAnswer(model(in: control.bodyBox))
    }

    static func swiftAnswerTemplate(_ line: (SwiftAnswerValue) -> String) -> String {
        swiftAnswer.templateLines(line)
    }

    static var declaresSwiftSelection: Bool {
        swiftAnswer.declaresSelection
    }

    static var swiftAnswerValues: [SwiftAnswerValue] {
        swiftAnswer.values
    }
}

extension ControlModel {
    /// The answer the spec declares, as the generated `Values` encodes it in JSON: what
    /// `Values.initial` holds for the control.
    package var declaredAnswer: JSONValue { type.outputs.declaredAnswer(of: self) }
}

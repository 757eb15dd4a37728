/// What a control type adds to the generated Swift: its answer in the `Values` of the built-in
/// `swift` output, its part of the `uikit` screen (`<Type>UIKitControl.swift`) and its view in the
/// `swiftui` screen (`<Type>SwiftUIView.swift`).
protocol ControlSwiftCode: ControlDefinition {
    /// What the person's answer to the control is in the generated `Values`: its Swift type and
    /// its initial value.
    static var swiftAnswer: SwiftAnswer<Model> { get }
    /// What the control adds to the built-in `uikit` screen.
    static var uikitControl: UIKitControl { get }
    /// What the control adds to the built-in `swiftui` screen.
    static var swiftUIView: SwiftUIView { get }

    // MARK: What the writers call (implemented once, below)

    /// `control`'s answer in the generated `Values`.
    static func swiftAnswer(of control: ControlModel) -> SwiftAnswerValue
    /// The lines of the built-in `swift` template that write the answer of a control of this type.
    static func swiftAnswerTemplate(_ line: (SwiftAnswerValue) -> String) -> String
    /// Whether a control of this type can have a constant of its declared selection in the
    /// built-in `swift` output (`sizeSelection`), for `codegen.name-collision`.
    static var declaresSwiftSelection: Bool { get }
}

extension ControlSwiftCode {
    static func swiftAnswer(of control: ControlModel) -> SwiftAnswerValue {
        swiftAnswer.resolved(for: model(in: control.bodyBox))
    }

    static func swiftAnswerTemplate(_ line: (SwiftAnswerValue) -> String) -> String {
        swiftAnswer.templateLines(line)
    }

    static var declaresSwiftSelection: Bool {
        swiftAnswer.declaresSelection
    }
}

/// What the person's answer to a control is in the generated `Values` (the built-in `swift`
/// output): the narrowest Swift type that holds it and its initial value, read from the
/// control's constant. Each control's definition declares its own
/// (``ControlSwiftCode/swiftAnswer``); the Swift writer and the Stencil template both write it.
indirect enum SwiftAnswer<Model: ControlModelBody>: Sendable {
    /// The same answer for every control of the type.
    case always(SwiftAnswerValue)
    /// `holds` when the control's boolean JSON member `key` is true (`isTrue` says it of the
    /// model), `otherwise` when it is false: a three-state checkbox against a two-state one.
    case depending(on: String, isTrue: @Sendable (Model) -> Bool, holds: SwiftAnswer, otherwise: SwiftAnswer)

    /// The answer of a control whose model is `model`.
    func resolved(for model: Model) -> SwiftAnswerValue {
        switch self {
        case .always(let value): return value
        case .depending(_, let isTrue, let holds, let otherwise):
            return (isTrue(model) ? holds : otherwise).resolved(for: model)
        }
    }

    /// Every answer a control of the type may have, the one when its boolean member is true first.
    var values: [SwiftAnswerValue] {
        switch self {
        case .always(let value): return [value]
        case .depending(_, _, let holds, let otherwise): return holds.values + otherwise.values
        }
    }

    /// Whether a control of the type can have a constant of its declared selection (a group).
    var declaresSelection: Bool {
        switch self {
        case .always(let value): return value.selection != nil
        case .depending(_, _, let holds, let otherwise): return holds.declaresSelection || otherwise.declaresSelection
        }
    }

    /// The answer's lines of the template: `line` of each of its values, under the conditions
    /// that choose it.
    func templateLines(_ line: (SwiftAnswerValue) -> String) -> String {
        switch self {
        case .always(let value): return line(value)
        case .depending(let key, _, let holds, let otherwise):
            return "{% if control.\(key) %}\n" + holds.templateLines(line) + "{% else %}\n"
                + otherwise.templateLines(line) + "{% endif %}\n"
        }
    }
}

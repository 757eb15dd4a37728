import FormSpecYAML

/// `radioButton`: Spark's single radio button (`SparkRadioButton` / `SparkUIRadioButton`); a
/// user can select it but never deselect it.
enum RadioButtonDefinition: ControlDefinition {
    static let type = ControlType.radioButton
    static let summary =
        "A Spark radio button (SparkRadioButton): selected or not; a tap selects it, never deselects it."
    /// A control of this type as a team usually writes it, for the language reference's example
    /// of every control (`Documentation/Language.md`).
    static let example = """
          - type: radioButton              # a single Spark radio button
            id: pick-up
            label: Pick up in store
            selected: true
        """
    static let ownKeys: [ControlKey] = [.selected, .intent]

    static func decode(
        _ reader: MappingReader<ControlKey>, unknown _: inout [ParsedNode.Pair],
        with decoder: inout SyntaxDecoder
    ) -> RadioButtonSyntax {
        RadioButtonSyntax(
            selected: reader.slot(.selected).flatMap { decoder.bool($0) },
            intent: reader.slot(.intent).flatMap { decoder.intent($0) })
    }

    static func model(
        of syntax: RadioButtonSyntax, in _: ControlSyntax,
        context _: inout NormalizationContext
    ) -> RadioButtonModel? {
        RadioButtonModel(selected: syntax.selected?.value ?? false, intent: syntax.intent?.value ?? .basic)
    }

    static let jsonMembers = JSONMembers<ControlJSON<RadioButtonModel>>(
        ControlJSON.common(of: type) + [
            JSONMember("intent", schema: SchemaBuilding.word(SelectionIntent.self, "The radio button's intent.")) {
                $1.write($0.body.intent.rawValue)
            },
            JSONMember(
                "selected", schema: ["description": "Whether the button is initially selected.", "type": "boolean"]
            ) { $1.write($0.body.selected) },
        ])

    static func inputSchema(of key: ControlKey) -> JSONValue {
        switch key {
        case .selected:
            return InputSchema.boolean(
                "Initially selected; a user can select it but never deselect it.", default: false)
        case .intent: return InputSchema.intent(of: "radio button")
        default: preconditionFailure("'\(key.rawValue)' is not a key of a radio button")
        }
    }
}

/// A `radioButton`'s own keys.
package struct RadioButtonSyntax: ControlSyntaxBody {
    package var selected: Located<Bool>?
    package var intent: Located<SelectionIntent>?
}

/// A `radioButton`, resolved.
public struct RadioButtonModel: ControlModelBody, Equatable {
    public var selected: Bool
    public var intent: SelectionIntent
}

extension RadioButtonDefinition: ControlDescription {}

extension RadioButtonDefinition: ControlOutline {
    static let outlineKind = OutlineKind.boolean
}

import FormSpecYAML

/// `toggle`: Spark's toggle (`SparkToggle` / `SparkUISwitch`), on or off.
enum ToggleDefinition: ControlDefinition {
    static let type = ControlType.toggle
    static let summary = "A toggle (Spark): on or off."
    /// A control of this type as a team usually writes it, for the language reference's example
    /// of every control (`Documentation/Language.md`).
    static let example = """
          - type: toggle                   # Spark toggle
            id: notifications
            label: Notifications
            state: on
        """
    static let ownKeys: [ControlKey] = [.state]

    static func decode(
        _ reader: MappingReader<ControlKey>, unknown _: inout [ParsedNode.Pair],
        with decoder: inout SyntaxDecoder
    ) -> ToggleSyntax {
        ToggleSyntax(state: reader.slot(.state).flatMap { decoder.word($0, as: ToggleState.self) })
    }

    static func model(of syntax: ToggleSyntax, in _: ControlSyntax, context _: inout NormalizationContext)
        -> ToggleModel?
    {
        ToggleModel(state: syntax.state?.value ?? .off)
    }

    static let jsonMembers = JSONMembers<ControlJSON<ToggleModel>>(
        ControlJSON.common(of: type) + [
            JSONMember("state", schema: SchemaBuilding.word(ToggleState.self, "The initial state.")) {
                $1.write($0.body.state.rawValue)
            }
        ])

    static func inputSchema(of key: ControlKey) -> JSONValue {
        precondition(key == .state, "'\(key.rawValue)' is not a key of a toggle")
        return InputSchema.word(ToggleState.self, "The initial state.", default: .off)
    }
}

/// A `toggle`'s own keys.
package struct ToggleSyntax: ControlSyntaxBody {
    package var state: Located<ToggleState>?
}

/// A `toggle`, resolved.
public struct ToggleModel: ControlModelBody, Equatable {
    public var state: ToggleState
}

extension ToggleDefinition: ControlDescription {}

extension ToggleDefinition: ControlOutline {
    static let outlineKind = OutlineKind.boolean
}

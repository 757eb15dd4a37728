import FormSpecYAML

/// `sparkCheckbox`: Spark's single checkbox (`SparkCheckbox` / `SparkUICheckbox`), selected,
/// unselected or indeterminate; distinct from RVS_Checkbox's `checkbox`.
enum SparkCheckboxDefinition: ControlDefinition {
    static let type = ControlType.sparkCheckbox
    static let summary = "A Spark checkbox (SparkCheckbox): selected, unselected or indeterminate."
    /// A control of this type as a team usually writes it, for the language reference's example
    /// of every control (`Documentation/Language.md`).
    static let example = """
          - type: sparkCheckbox            # a single Spark checkbox
            id: all-extras
            label: All extras
            state: indeterminate
        """
    static let ownKeys: [ControlKey] = [.state, .intent]

    static func decode(
        _ reader: MappingReader<ControlKey>, unknown _: inout [ParsedNode.Pair],
        with decoder: inout SyntaxDecoder
    ) -> SparkCheckboxSyntax {
        SparkCheckboxSyntax(
            state: reader.slot(.state).flatMap { decoder.word($0, as: SparkCheckboxState.self) },
            intent: reader.slot(.intent).flatMap { decoder.intent($0) })
    }

    static func model(
        of syntax: SparkCheckboxSyntax, in _: ControlSyntax,
        context _: inout NormalizationContext
    ) -> SparkCheckboxModel? {
        SparkCheckboxModel(state: syntax.state?.value ?? .unselected, intent: syntax.intent?.value ?? .basic)
    }

    static let jsonMembers = JSONMembers<ControlJSON<SparkCheckboxModel>>(
        ControlJSON.common(of: type) + [
            JSONMember("intent", schema: SchemaBuilding.word(SelectionIntent.self, "The checkbox's intent.")) {
                $1.write($0.body.intent.rawValue)
            },
            JSONMember(
                "selected",
                schema: ["description": "Whether `state` is `selected` (Spark's `isSelected`).", "type": "boolean"]
            ) { $1.write($0.body.state == .selected) },
            JSONMember("state", schema: SchemaBuilding.word(SparkCheckboxState.self, "The initial selection state.")) {
                $1.write($0.body.state.rawValue)
            },
        ])

    static func inputSchema(of key: ControlKey) -> JSONValue {
        switch key {
        case .state:
            return InputSchema.word(
                SparkCheckboxState.self,
                "The initial selection state; `indeterminate` is set by the app, never reached by a tap.",
                default: .unselected)
        case .intent: return InputSchema.intent(of: "checkbox")
        default: preconditionFailure("'\(key.rawValue)' is not a key of a Spark checkbox")
        }
    }
}

/// A Spark checkbox's selection state (Spark's `CheckboxSelectionState`).
public enum SparkCheckboxState: String, Vocabulary {
    case selected, unselected, indeterminate
    package static let meaning = "a Spark checkbox state"
    package static let words = WordTable<Self>()

    /// `selected` for true, `unselected` for false (Spark's `isSelected`).
    package static func word(meantBy boolean: Bool) -> SparkCheckboxState? {
        boolean ? .selected : .unselected
    }

    /// The state drawn in a box: `[x]` selected, `[ ]` unselected, `[-]` indeterminate.
    var mark: PreviewGlyphs.BoxMark {
        switch self {
        case .selected: return .checked
        case .unselected: return .unchecked
        case .indeterminate: return .mixed
        }
    }
}

/// A `sparkCheckbox`'s own keys.
package struct SparkCheckboxSyntax: ControlSyntaxBody {
    package var state: Located<SparkCheckboxState>?
    package var intent: Located<SelectionIntent>?
}

/// A `sparkCheckbox`, resolved.
public struct SparkCheckboxModel: ControlModelBody, Equatable {
    public var state: SparkCheckboxState
    public var intent: SelectionIntent
}

extension SparkCheckboxDefinition: ControlDescription {}

extension SparkCheckboxDefinition: ControlOutline {
    static let outlineKind = OutlineKind.boolean
}

import FormSpecYAML

/// What the two Spark groups, `checkboxGroup` and `radioGroup`, share: their keys and items,
/// their decoding, rules, model, JSON, previews, diff rules, outline kind and schemas. They differ
/// in `selected`: a list of item ids, or one.
protocol GroupDefinition: ControlDescription where Syntax == GroupSyntax, Model == GroupModel {
    /// Whether at most one item is selected.
    static var isRadio: Bool { get }
}

/// The key lists of both groups, made once.
private enum GroupKeys {
    static let own: [ControlKey] = [.title, .items, .selected, .axis, .intent]
    /// A checkbox group's: the size of its selection too.
    static let ownOfCheckboxes: [ControlKey] = own + ControlKey.selectionCounts
    static let required: [ControlKey] = [.items]
    static let label: [ControlKey] = [.label, .title, .accessibilityLabel]
}

extension GroupDefinition {
    static var ownKeys: [ControlKey] { isRadio ? GroupKeys.own : GroupKeys.ownOfCheckboxes }
    static var requiredKeys: [ControlKey] { GroupKeys.required }
    /// A group's `title` counts as its label.
    static var labelKeys: [ControlKey] { GroupKeys.label }
    static var outlineKind: OutlineKind { .choice }

    static func decode(
        _ reader: MappingReader<ControlKey>, unknown _: inout [ParsedNode.Pair],
        with decoder: inout SyntaxDecoder
    ) -> GroupSyntax {
        decoder.group(reader, as: Self.self)
    }

    /// The family of the rules of both groups.
    static var diagnosticFamilies: [DiagnosticFamily] {
        [DiagnosticFamily("group", heading: "checkbox and radio groups")]
    }

    /// The rules of both groups.
    static var groupRules: [any ControlRule<GroupSyntax>.Type] {
        [
            GroupDuplicateItemIDRule.self, GroupUnknownItemRule.self, GroupDuplicateSelectionRule.self,
            GroupItemStateRule.self,
        ]
    }

    static func items(of syntax: GroupSyntax) -> [GroupItemSyntax] {
        syntax.items
    }

    static func labelText(_ key: ControlKey, of syntax: GroupSyntax) -> Located<String>? {
        key == .title ? syntax.title : nil
    }

    static func model(of syntax: GroupSyntax, in control: ControlSyntax, context _: inout NormalizationContext)
        -> GroupModel?
    {
        GroupModel(syntax, enabled: control.enabled?.value ?? true, isRadio: isRadio)
    }

    /// The members of both groups, `selected` apart: the sizes of a selection too, null on a
    /// radio group, since both groups share one runtime type (`GroupControl`).
    static var groupMembers: [JSONMember<ControlJSON<GroupModel>>] {
        typealias Build = SchemaBuilding
        return ControlJSON.common(of: type) + ControlJSON.selectionCounts + [
            JSONMember("axis", schema: Build.word(GroupAxis.self, "How the items are laid out.")) {
                $1.write($0.body.axis.rawValue)
            },
            JSONMember("intent", schema: Build.word(SelectionIntent.self, "The group's intent.")) {
                $1.write($0.body.intent.rawValue)
            },
            JSONMember("items", schema: ["type": "array", "minItems": 1, "items": Build.ref("item")]) {
                $1.write(GroupItemJSON.items($0.body.items, conditions: $0.logic?.itemsEnabledWhen ?? []))
            },
            JSONMember("title", schema: Build.nullable(Build.text("The caption above the group."))) {
                $1.write($0.body.title)
            },
        ]
    }

    static func inputSchema(of key: ControlKey) -> JSONValue {
        typealias Schema = InputSchema
        switch key {
        case .title: return Schema.text("The caption shown above the group.")
        case .items: return Schema.list("The group's items.", of: ["$ref": "#/definitions/item"])
        case .selected:
            return isRadio
                ? Schema.identifier("The id of the selected item; none when absent.")
                : [
                    "description": "The ids of the selected items.", "type": "array",
                    "items": Schema.identifier("An item id."), "default": [],
                ]
        case .axis: return Schema.word(GroupAxis.self, "How the items are laid out.", default: .vertical)
        case .intent: return Schema.intent(of: "group")
        default: preconditionFailure("'\(key.rawValue)' is not a key of a group")
        }
    }

    static var inputDefinitions: [String: JSONValue] {
        [
            "item": .object(
                InputSchema.mapping("An item of a group.", required: GroupItemKey.required, extensions: true) { key in
                    switch key {
                    case .id: return InputSchema.identifier("The item's identifier, unique in its group.")
                    case .label: return InputSchema.text("The item's text.")
                    case .accessibilityLabel:
                        return InputSchema.text("What screen readers announce; the label when absent.")
                    case .enabled:
                        return InputSchema.boolean(
                            "Whether the item can be chosen (only when its group is enabled too).", default: true)
                    case .enabledWhen:
                        return LogicSchema.condition("The item can be chosen only while this holds.")
                    }
                })
        ]
    }

    static var outputDefinitions: [String: JSONValue] {
        typealias Build = SchemaBuilding
        return [
            "item": Build.strictObject(
                "An item of a group.",
                properties: [
                    "id": Build.ref("identifier"),
                    "label": Build.nullable(Build.text("The item's label.")),
                    "accessibilityLabel": Build.nullable(
                        Build.text("The declared accessibility label, or else the label.")),
                    "enabled": ["description": "Effective: the item and its group are enabled.", "type": "boolean"],
                    "selected": ["type": "boolean"],
                    "extensions": Build.ref("extensions"),
                    "enabledWhen": Build.nullable(Build.ref("condition", "It can be chosen only while this holds.")),
                ])
        ]
    }
}

extension GroupModel: ControlModelBody {}

/// An item as its JSON is written: its values and the condition that enables it.
private struct GroupItemJSON: JSONObject {
    let item: GroupItemModel
    /// Its `enabledWhen`, canonical; nil when it has none.
    let enabledWhen: Condition?

    /// `items`, each with its condition among `conditions` (in item order).
    static func items(_ items: [GroupItemModel], conditions: [ControlLogic.ItemCondition]) -> [GroupItemJSON] {
        var next = conditions.startIndex
        return items.map { item in
            guard next < conditions.endIndex, conditions[next].item == item.id else {
                return GroupItemJSON(item: item, enabledWhen: nil)
            }
            defer { next += 1 }
            return GroupItemJSON(item: item, enabledWhen: conditions[next].condition.canonical)
        }
    }

    static let jsonMembers = JSONMembers<GroupItemJSON>([
        JSONMember("accessibilityLabel") { $1.write($0.item.accessibilityLabel) },
        JSONMember("enabled") { $1.write($0.item.enabled) },
        JSONMember("enabledWhen") { $1.write($0.enabledWhen) },
        JSONMember("extensions") { $1.write($0.item.extensions) },
        JSONMember("id") { $1.write($0.item.id) },
        JSONMember("label") { $1.write($0.item.label) },
        JSONMember("selected") { $1.write($0.item.selected) },
    ])
}

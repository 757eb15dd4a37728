/// The input schema of the logic keys: those every control has, the size of a selection, and
/// the condition they hold (a recursive definition).
enum LogicSchema {
    /// The schema of `key` on a control of `type`; nil when `key` is not a logic key.
    static func inputSchema(of key: ControlKey, of type: ControlType) -> JSONValue? {
        let answers = type == .calendar ? "dates" : "items"
        switch key {
        case .required:
            return [
                "description":
                    "The form cannot be submitted while the control, shown, is unanswered; false when absent.",
                "type": "boolean",
            ]
        case .requiredMessage: return InputSchema.text("The message shown when the control is required and unanswered.")
        case .visibleWhen: return condition("The control is shown only while this holds; hidden, it has no answer.")
        case .enabledWhen:
            return condition("The control can be changed only while this holds; disabled, it keeps its answer.")
        case .requiredWhen: return condition("The control must be answered while this holds.")
        case .minSelected: return count("The fewest \(answers) an answer holds.")
        case .maxSelected: return count("The most \(answers) an answer holds.")
        case .minSelectedMessage: return InputSchema.text("The message shown when too few \(answers) are selected.")
        case .maxSelectedMessage: return InputSchema.text("The message shown when too many \(answers) are selected.")
        default: return nil
        }
    }

    /// A condition, described as the key that holds it.
    static func condition(_ description: String) -> JSONValue {
        ["description": .string(description), "$ref": "#/definitions/condition"]
    }

    private static func count(_ description: String) -> JSONValue {
        ["description": .string(description), "type": "integer", "minimum": 0]
    }

    /// The definition of a condition.
    static var inputDefinitions: [String: JSONValue] {
        let tests = ConditionKey.tests.map { test -> JSONValue in
            .object(
                InputSchema.mapping(
                    "A test of a control's answer.", keys: [.control, test], required: [.control, test]
                ) { key in
                    switch key {
                    case .control: return InputSchema.identifier("The id of the control whose answer is tested.")
                    case .answered:
                        return [
                            "description": "Whether the control is answered as `required` demands.", "type": "boolean",
                        ]
                    default: return answer(of: key)
                    }
                })
        }
        let combinations = ConditionKey.combinations.map { combination -> JSONValue in
            .object(
                InputSchema.mapping(nil, keys: [combination], required: [combination]) { key in
                    switch key {
                    case .not:
                        return ["description": "Holds when its condition does not.", "$ref": "#/definitions/condition"]
                    default:
                        return [
                            "description": .string(
                                key == .all ? "Holds when every condition holds." : "Holds when one condition holds."),
                            "type": "array", "minItems": 1, "items": ["$ref": "#/definitions/condition"],
                        ]
                    }
                })
        }
        return [
            "condition": [
                "description": .string(
                    "A condition on other controls' answers: `{control: ID, is: ANSWER}` (or `isNot`, `includes`, `excludes`, `answered`), or `{all: […]}`, `{any: […]}`, `{not: …}`, nested at most \(SyntaxDecoder.maximumConditionDepth) deep."
                ),
                "oneOf": .array(tests + combinations),
            ]
        ]
    }

    private static func answer(of key: ConditionKey) -> JSONValue {
        let description: String
        switch key {
        case .is:
            description =
                "The answer: `on`, `off`, `clear`, `selected`, `unselected`, `indeterminate`, or a radio group's item id."
        case .isNot: description = "An answer the control does not have."
        case .includes: description = "An item id of a checkbox group, or a date of a calendar, that the answer holds."
        default: description = "An item id of a checkbox group, or a date of a calendar, that the answer lacks."
        }
        return ["description": .string(description), "type": "string", "minLength": 1]
    }
}

/// The JSON Schema of the spec language, for editors: committed as
/// `Schemas/formspec.schema.json` and printed by `formspec schema`. A spec whose first line is
/// `# yaml-language-server: $schema=…` gets completion, hover and checking from it.
///
/// It is built from the tables the decoder reads: the keys of every kind of mapping and the ones
/// it must hold, the words of every vocabulary, the defaults the normalizer fills in and the
/// patterns of identifiers, locales, dates and colours. Each control's definition describes its
/// own keys; this type the form's, the common ones, and the building blocks.
///
/// It follows draft-07, the newest draft that YAML language servers fully support. It checks
/// the shape of a spec; rules between keys (`checkbox.state-conflict`, `a11y.missing-label`, …)
/// are left to the compiler.
package enum InputSchema {
    /// The schema's `$id`.
    package static let id = "https://github.com/formspec/formspec/raw/main/Schemas/formspec.schema.json"

    /// The schema, to be written with ``JSONWriter``.
    package static var document: JSONValue {
        var form = mapping(nil, required: FormKey.required, extensions: true, formKey)
        form["$schema"] = "http://json-schema.org/draft-07/schema#"
        form["$id"] = .string(id)
        form["title"] = "FormSpec form spec"
        form["description"] = .string("A form spec, version \(SyntaxDecoder.supportedVersion) of the language.")
        form["definitions"] = .object(JSONValue.Object(definitions))
        return .object(form)
    }

    private static var definitions: [String: JSONValue] {
        var definitions: [String: JSONValue] = ["control": control]
        for type in ControlType.allCases {
            let definition = type.definition
            definitions[type.rawValue] = .object(
                mapping(
                    definition.summary, keys: type.keys, required: ControlKey.mandatory + type.requiredKeys,
                    extensions: true
                ) { key in
                    if ControlKey.common.contains(key) { return commonKey(key, of: type) }
                    return LogicSchema.inputSchema(of: key, of: type) ?? definition.inputSchema(of: key)
                })
            definitions.merge(definition.inputDefinitions) { first, _ in first }
        }
        definitions.merge(LogicSchema.inputDefinitions) { first, _ in first }
        return definitions
    }

    /// A control: its `type` says which definition applies.
    private static var control: JSONValue {
        [
            "description": "A control; its `type` decides which keys it has.",
            "type": "object",
            "required": .array(ControlKey.mandatory.map { .string($0.rawValue) }),
            "properties": ["type": commonKey(.type, of: nil)],
            "allOf": .array(
                ControlType.allCases.map { type in
                    [
                        "if": ["required": ["type"], "properties": ["type": ["const": .string(type.rawValue)]]],
                        "then": ["$ref": .string("#/definitions/" + type.rawValue)],
                    ]
                }),
        ]
    }

    // MARK: The keys of the form and the keys every control has

    private static func formKey(_ key: FormKey) -> JSONValue {
        switch key {
        case .formspec:
            return [
                "description": "The language version; only 1 exists.", "const": .int(SyntaxDecoder.supportedVersion),
            ]
        case .id: return identifier("The form's identifier.")
        case .title: return text("The form's title.")
        case .locale:
            return locale(
                "Month and weekday names, and the first weekday of calendars.", default: FormModel.defaultLocale)
        case .controls: return list("The controls, in order.", of: ["$ref": "#/definitions/control"])
        }
    }

    /// A key every control has, of a control of `type` (nil: of any type, for `type` itself).
    private static func commonKey(_ key: ControlKey, of type: ControlType?) -> JSONValue {
        switch key {
        case .type:
            guard let type else { return word(ControlType.self, "The kind of control.") }
            return ["description": "The kind of control.", "const": .string(type.rawValue)]
        case .id: return identifier("The control's identifier, unique in the form.")
        case .label: return text("The text shown with the control.")
        case .accessibilityLabel: return text("What screen readers announce; the label when absent.")
        case .enabled: return boolean("Whether the user can change the control.", default: true)
        default: preconditionFailure("'\(key.rawValue)' is not a key every control has")
        }
    }

    /// A selection control's `intent`; `owner` names the control ("group").
    static func intent(of owner: String) -> JSONValue {
        word(SelectionIntent.self, "The \(owner)'s intent.", default: .basic)
    }

    // MARK: Building blocks

    /// A mapping of `keys`, `required` among them, and nothing else but `x-` extensions when
    /// `extensions` allows them.
    static func mapping<Keys: Vocabulary>(
        _ description: String?, keys: [Keys] = Array(Keys.allCases), required: [Keys] = [], extensions: Bool = false,
        _ schema: (Keys) -> JSONValue
    ) -> JSONValue.Object {
        var mapping: JSONValue.Object = [
            "type": "object",
            "properties": .object(
                JSONValue.Object(Dictionary(uniqueKeysWithValues: keys.map { ($0.rawValue, schema($0)) }))),
            "additionalProperties": false,
        ]
        if let description { mapping["description"] = .string(description) }
        if !required.isEmpty { mapping["required"] = .array(required.map { .string($0.rawValue) }) }
        if extensions {
            mapping["patternProperties"] = [
                "^x-": ["description": "An extension: never checked, passed through to the output."]
            ]
        }
        return mapping
    }

    static func text(_ description: String) -> JSONValue {
        ["description": .string(description), "type": "string"]
    }

    static func boolean(_ description: String, default value: Bool) -> JSONValue {
        ["description": .string(description), "type": "boolean", "default": .bool(value)]
    }

    static func word<Words: Vocabulary>(_: Words.Type, _ description: String, default value: Words? = nil) -> JSONValue
    {
        withDefault(
            ["description": .string(description), "enum": .array(Words.allCases.map { .string($0.rawValue) })],
            value.map { .string($0.rawValue) })
    }

    static func identifier(_ description: String) -> JSONValue {
        [
            "description": .string(description), "type": "string", "pattern": .string(Identifier.pattern),
            "maxLength": .int(SyntaxDecoder.maximumIdentifierLength),
        ]
    }

    static func locale(_ description: String, default value: String?) -> JSONValue {
        withDefault(
            [
                "description": .string(
                    description
                        + " A language and an optional region: `en_US`, `de`, `en-GB`; or `current`, the device's locale at run time."
                ),
                "type": "string", "pattern": .string(SyntaxDecoder.localePattern),
            ],
            value.map(JSONValue.string))
    }

    static func date(_ description: String) -> JSONValue {
        ["description": .string(description), "type": "string", "pattern": .string(CalendarDate.pattern)]
    }

    static func color(_ description: String, default value: String? = nil) -> JSONValue {
        withDefault(
            [
                "description": .string(
                    description
                        + " A hex colour in quotes (`\"#RGB\"`, `\"#RRGGBB\"`, `\"#RRGGBBAA\"`: unquoted, `#` starts a YAML comment) or a system colour name."
                ),
                "anyOf": [
                    ["type": "string", "pattern": .string(Color.hexPattern)],
                    ["enum": .array(NamedColor.allCases.map { .string($0.rawValue) })],
                ],
            ], value.map(JSONValue.string))
    }

    static func positive(_ description: String, default value: Double?) -> JSONValue {
        withDefault(
            ["description": .string(description), "type": "number", "exclusiveMinimum": 0], value.map(JSONValue.double))
    }

    static func list(_ description: String, of element: JSONValue) -> JSONValue {
        ["description": .string(description), "type": "array", "minItems": 1, "items": element]
    }

    /// `schema` with its `default`, when it has one.
    static func withDefault(_ schema: JSONValue.Object, _ value: JSONValue?) -> JSONValue {
        var schema = schema
        if let value { schema["default"] = value }
        return .object(schema)
    }
}

/// The JSON Schema (draft 2020-12) of the normalized JSON that `formspec compile` writes
///, committed as `Schemas/formspec-output.schema.json`. It is built from the
/// vocabularies the compiler uses, and it is strict: every key present, no other key. A test
/// checks that the committed file is this document; CI validates every output against it.
package enum OutputSchema {
    private typealias Build = SchemaBuilding

    /// The schema's `$id`.
    package static let id = "https://github.com/formspec/formspec/raw/main/Schemas/formspec-output.schema.json"

    /// The schema, to be written with ``JSONWriter``.
    package static var document: JSONValue {
        [
            "$schema": .string(Build.draft),
            "$id": .string(id),
            "title": "FormSpec normalized form",
            "description": .string(
                "A form fully resolved by `formspec compile` (format version \(FormModel.formatVersion))."),
            "type": "object",
            "additionalProperties": false,
            "required": ["form", "formatVersion"],
            "properties": [
                "formatVersion": [
                    "description": "The version of this format.", "const": .int(FormModel.formatVersion),
                ],
                "form": Build.ref("form"),
            ],
            "$defs": definitions,
        ]
    }

    private static var definitions: JSONValue {
        var definitions: [String: JSONValue] = [
            "form": Build.strictObject(
                "The form.",
                properties: [
                    "id": Build.ref("identifier"),
                    "title": Build.nullable(Build.text("The form's title.")),
                    "locale": Build.ref("locale"),
                    "extensions": Build.ref("extensions"),
                    "controls": [
                        "type": "array", "minItems": 1,
                        "items": ["oneOf": .array(ControlType.allCases.map { Build.ref($0.rawValue) })],
                    ],
                ]),
            "identifier": [
                "type": "string", "pattern": .string(Identifier.pattern),
                "maxLength": .int(SyntaxDecoder.maximumIdentifierLength),
            ],
            "locale": [
                "description":
                    "A locale such as `en_US`, or `current`: the device's, which the app decides at run time.",
                "type": "string",
                "pattern": "^(current|[A-Za-z]{2,3}(_[A-Za-z0-9]{2,8})*)$",
            ],
            "date": [
                "description": "A calendar date, `YYYY-MM-DD`.", "type": "string",
                "pattern": .string(CalendarDate.pattern),
            ],
            "color": [
                "description": "Upper-case `#RRGGBBAA`, or a named system colour.",
                "anyOf": [
                    ["type": "string", "pattern": "^#[0-9A-F]{8}$"], Build.word(NamedColor.self, "A named colour."),
                ],
            ],
            "extensions": [
                "description": "The `x-` keys as written, with their values as resolved.", "type": "object",
                "propertyNames": ["pattern": "^x-"],
            ],
            "condition": Condition.outputSchema,
        ]
        for type in ControlType.allCases {
            let definition = type.definition
            definitions[type.rawValue] = Build.strictObject(
                outputDescription(of: definition.summary), properties: definition.outputProperties)
            definitions.merge(definition.outputDefinitions) { first, _ in first }
        }
        return .object(JSONValue.Object(definitions))
    }

    /// "A checkbox (RVS_Checkbox)." of "A checkbox (RVS_Checkbox): two or three states, …".
    private static func outputDescription(of summary: String) -> String {
        String(summary.prefix { $0 != ":" }) + "."
    }
}

/// Pieces of JSON Schema (draft 2020-12) shared by the schemas FormSpec publishes.
enum SchemaBuilding {
    /// The draft the schemas follow.
    static let draft = "https://json-schema.org/draft/2020-12/schema"

    /// An object with exactly `properties`, every one of them required.
    static func strictObject(
        _ description: String, properties: [String: JSONValue], optional: [String: JSONValue] = [:]
    ) -> JSONValue {
        [
            "description": .string(description),
            "type": "object",
            "additionalProperties": false,
            "required": .array(properties.keys.sorted(by: JSONWriter.codePointOrder).map(JSONValue.string)),
            "properties": .object(JSONValue.Object(properties.merging(optional) { required, _ in required })),
        ]
    }

    static func text(_ description: String) -> JSONValue {
        ["description": .string(description), "type": "string"]
    }

    static func boolean(_ description: String) -> JSONValue {
        ["description": .string(description), "type": "boolean"]
    }

    /// A number of things: an integer, 0 or more.
    static func count(_ description: String) -> JSONValue {
        ["description": .string(description), "type": "integer", "minimum": 0]
    }

    /// A reference to a definition of the same schema, described.
    static func ref(_ name: String, _ description: String) -> JSONValue {
        ["description": .string(description), "$ref": .string("#/$defs/" + name)]
    }

    /// One of the spellings of a vocabulary.
    static func word<Words: Vocabulary>(_: Words.Type, _ description: String) -> JSONValue {
        ["description": .string(description), "enum": .array(Words.allCases.map { .string($0.rawValue) })]
    }

    /// `schema`, or `null`.
    static func nullable(_ schema: JSONValue) -> JSONValue {
        ["anyOf": [schema, ["type": "null"]]]
    }

    /// A reference to a definition of the same schema.
    static func ref(_ name: String) -> JSONValue {
        ["$ref": .string("#/$defs/" + name)]
    }
}

/// What a value of the normalized JSON is in Swift, in the types of `FormSpecRuntime`: derived
/// once from the output schema, so that the Swift writer follows the JSON wherever a control
/// takes it (a new member of a control's JSON needs nothing here).
indirect enum SwiftShape: Sendable {
    /// A string: written as a string literal (colours, dates, ids and locales too: their runtime
    /// types are written with string literals).
    case text
    /// One of the words of an enumeration: written `.word`.
    case word
    case boolean
    case integer
    case number
    /// A value or null (`nil`).
    case optional(SwiftShape)
    /// An object: a control's runtime type's initialiser, `CheckboxControl(…)`, or `.init(…)` for
    /// any other object, whose type the context gives (so that no type of the generated code,
    /// such as a group `group`'s `GroupItem` enum, can hide the runtime's); its members in the
    /// order of the JSON, which is the initialiser's.
    case object(typeName: String?, members: [Member])
    case array(SwiftShape)
    /// A string or an object, whichever the JSON holds (a checkbox image: a name, or
    /// `{"symbol": …}`): a string literal, or the object as `.object` writes it.
    case textOrObject(typeName: String?, members: [Member])

    /// A member of an object: its key (also as UTF-8, which the writer copies) and its shape.
    struct Member: Sendable {
        let key: String
        let keyBytes: [UInt8]
        let shape: SwiftShape
    }
    /// `x-` keys and their values, any JSON: `[String: ExtensionValue]`.
    case extensions
    /// A condition, recursive: a `FormCondition` literal (``SwiftLiteral/condition(_:indent:)``).
    case condition

    /// The shape of each control type's object (`CheckboxControl(…)`), by its `type`.
    static let controls: [ControlType: SwiftShape] = {
        let definitions = definitionsOfOutputSchema
        return Dictionary(
            uniqueKeysWithValues: ControlType.allCases.map { type in
                (type, shape(of: .object(["$ref": .string("#/$defs/" + type.rawValue)]), in: definitions))
            })
    }()

    /// The shape of the form's extensions.
    static let formExtensions = SwiftShape.extensions

    /// The runtime type of a control's object: `checkboxGroup` → `CheckboxGroupControl`.
    static func runtimeType(of type: ControlType) -> String {
        SwiftNames.typeName(of: type.rawValue, suffix: "Control")
    }

    private static var definitionsOfOutputSchema: [String: JSONValue] {
        guard case .object(let document) = OutputSchema.document, case .object(let definitions)? = document["$defs"]
        else { return [:] }
        return Dictionary(uniqueKeysWithValues: definitions.map { ($0.key, $0.value) })
    }

    private static func shape(of schema: JSONValue, in definitions: [String: JSONValue], named name: String? = nil)
        -> SwiftShape
    {
        guard case .object(let schema) = schema else { return .text }
        if case .string(let reference)? = schema["$ref"] {
            let defined = String(reference.dropFirst("#/$defs/".count))
            switch defined {
            case "extensions": return .extensions
            case "condition": return .condition
            case "color", "date", "identifier", "locale": return .text
            default:
                return shape(
                    of: definitions[defined] ?? .null, in: definitions,
                    named: ControlType(rawValue: defined).map(runtimeType))
            }
        }
        if case .array(let alternatives)? = schema["anyOf"] {
            let nonNull = alternatives.filter { $0 != ["type": "null"] }.map { shape(of: $0, in: definitions) }
            let value: SwiftShape
            switch (nonNull.count, nonNull.first, nonNull.last) {
            case (1, let only?, _): value = only
            case (2, .text?, .object(let typeName, let members)?):
                value = .textOrObject(typeName: typeName, members: members)
            default: value = .text
            }
            return nonNull.count < alternatives.count ? .optional(value) : value
        }
        if case .array(let words)? = schema["enum"] {
            return words.allSatisfy { if case .string = $0 { true } else { false } } ? .word : .integer
        }
        switch schema["type"] {
        case "boolean": return .boolean
        case "integer": return .integer
        case "number": return .number
        case "array": return .array(shape(of: schema["items"] ?? .null, in: definitions))
        case "object":
            guard case .object(let properties)? = schema["properties"] else { return .extensions }
            // In the JSON's order of keys, which is the order of the runtime type's initialiser.
            let members = properties.filter { $0.key != "type" }
                .map { Member(key: $0.key, keyBytes: Array($0.key.utf8), shape: shape(of: $0.value, in: definitions)) }
            return .object(typeName: name, members: members)
        default: return .text
        }
    }
}

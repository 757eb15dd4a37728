import FormSpec
import FormSpecYAML

/// What the spec language's JSON Schema — built from the decoder's own tables — says about a place
/// in a spec: hover, completion and colours read keys, types, defaults and words from it.
enum SchemaLookup {
    typealias Object = JSONValue.Object

    /// The schema of a whole spec.
    static let root: Object = {
        guard case .object(let object) = InputSchema.document else {
            preconditionFailure("the input schema is an object")
        }
        return object
    }()

    private static let definitions: Object = {
        guard case .object(let definitions)? = root["definitions"] else {
            preconditionFailure("the input schema has definitions")
        }
        return definitions
    }()

    /// The schema of the mapping that `path` leads to, a control's narrowed to its `type` (read
    /// from `tree` when it has that mapping).
    static func mapping(at path: [PathStep], in tree: Node?) -> Object? {
        var schema = root
        for (index, step) in path.enumerated() {
            let next: JSONValue? =
                switch step {
                case .key(let key): properties(of: schema)[key]
                case .item: schema["items"]
                }
            guard let next, let object = containerSchema(next) else { return nil }
            schema = narrowed(
                object,
                type: tree.flatMap {
                    TreeSearch.scalarText(of: "type", in: TreeSearch.node(at: Array(path[...index]), from: $0))
                })
        }
        return schema
    }

    /// The keys a mapping schema names.
    static func properties(of schema: Object) -> Object {
        if case .object(let properties)? = schema["properties"] { return properties }
        return [:]
    }

    /// The keys a mapping schema requires.
    static func required(of schema: Object) -> [String] {
        guard case .array(let names)? = schema["required"] else { return [] }
        return names.compactMap { if case .string(let name) = $0 { name } else { nil } }
    }

    /// A schema with its `$ref` followed.
    static func resolved(_ value: JSONValue) -> Object? {
        guard case .object(let object) = value else { return nil }
        if case .string(let reference)? = object["$ref"], reference.hasPrefix("#/definitions/"),
            let target = definition(String(reference.dropFirst("#/definitions/".count)))
        {
            return target
        }
        return object
    }

    /// The schema's definition `name` (a control type's, `control`, `item`, `calendarDate`).
    static func definition(_ name: String) -> Object? {
        if case .object(let definition)? = definitions[name] { definition } else { nil }
    }

    /// The schema of a mapping or list a value can be: the value's own, or the first of its
    /// alternatives that is one (a date written as a mapping rather than as text).
    static func containerSchema(_ value: JSONValue) -> Object? {
        guard let object = resolved(value) else { return nil }
        if object["properties"] != nil || object["items"] != nil || object["allOf"] != nil { return object }
        guard case .array(let alternatives)? = object["anyOf"] else { return nil }
        return alternatives.lazy.compactMap(containerSchema).first
    }

    /// A control's schema narrowed to the definition of its `type`; for a control without a known
    /// type, the keys every type has.
    static func narrowed(_ schema: Object, type: String?) -> Object {
        guard case .array(let cases)? = schema["allOf"] else { return schema }
        let definitions = cases.compactMap { option -> (type: JSONValue, definition: Object)? in
            guard case .object(let option) = option, case .object(let condition)? = option["if"],
                case .object(let properties)? = condition["properties"],
                case .object(let typeSchema)? = properties["type"],
                let constant = typeSchema["const"], let then = option["then"], let definition = resolved(then)
            else { return nil }
            return (constant, definition)
        }
        if let type, let match = definitions.first(where: { $0.type == .string(type) }) { return match.definition }
        var common = properties(of: schema)
        if let first = definitions.first {
            for (key, property) in properties(of: first.definition)
            where key != "type" && definitions.allSatisfy({ properties(of: $0.definition)[key] != nil }) {
                common[key] = property
            }
        }
        var narrowed = schema
        narrowed["properties"] = .object(common)
        return narrowed
    }

    /// The words a value can be: an `enum`'s, a `const`, `true` and `false`, or those of its
    /// alternatives.
    static func words(of value: JSONValue) -> [String] {
        guard let object = resolved(value) else { return [] }
        if case .array(let words)? = object["enum"] {
            return words.compactMap { if case .string(let word) = $0 { word } else { nil } }
        }
        if case .string(let word)? = object["const"] { return [word] }
        if object["type"] == "boolean" { return ["true", "false"] }
        if case .array(let alternatives)? = object["anyOf"] { return alternatives.flatMap(words) }
        return []
    }

    /// Whether a value is a colour: a hex text or a colour name.
    static func isColor(_ value: JSONValue) -> Bool {
        guard let object = resolved(value), case .array(let alternatives)? = object["anyOf"] else { return false }
        return alternatives.contains { alternative in
            if case .object(let option) = alternative, case .string(let pattern)? = option["pattern"] {
                pattern.hasPrefix("^#")
            } else {
                false
            }
        }
    }

    /// What a value is, in a few words.
    static func kind(of value: JSONValue) -> String {
        guard let object = resolved(value) else { return "any value" }
        if isColor(value) { return "a colour: \"#RRGGBB\" (quoted) or a system colour name" }
        if case .string(let reference)? = (value.objectValue?["$ref"]), let name = reference.split(separator: "/").last
        {
            return "a \(name) mapping"
        }
        if case .string(let word)? = object["const"] { return "always `\(word)`" }
        if object["enum"] != nil { return "a word" }
        switch object["type"] {
        case "string": return object["pattern"] == .string(Identifier.pattern) ? "an identifier" : "text"
        case "boolean": return "true or false"
        case "integer": return "a whole number"
        case "number": return "a number"
        case "array": return "a list" + (object["items"].map { " of " + kind(of: $0).plural } ?? "")
        case "object": return "a mapping"
        default: break
        }
        if case .array(let alternatives)? = object["anyOf"] {
            return alternatives.map { kind(of: $0) }.joined(separator: ", or ")
        }
        return "any value"
    }

    /// The default a schema gives a value.
    static func defaultValue(of value: JSONValue) -> JSONValue? {
        value.objectValue?["default"] ?? resolved(value)?["default"]
    }

    /// The description a schema gives a value.
    static func description(of value: JSONValue) -> String? {
        if case .object(let object) = value, case .string(let text)? = object["description"] { return text }
        if case .string(let text)? = resolved(value)?["description"] { return text }
        return nil
    }
}

extension JSONValue {
    fileprivate var objectValue: JSONValue.Object? {
        if case .object(let object) = self { object } else { nil }
    }
}

extension String {
    /// A kind in the plural, for "a list of …": "an item mapping" → "item mappings".
    fileprivate var plural: String {
        for article in ["a ", "an "] where hasPrefix(article) { return String(dropFirst(article.count)) + "s" }
        return self
    }
}

import FormSpec

/// What a value of a template's context may hold, as far as can be told before any spec is
/// rendered: the members an object of that kind can have (read from the normalized JSON's schema,
/// ``OutputSchema``), what a list holds. A member that only some objects of a kind have (a
/// control's `title`, a checkbox's `threeState`) is one the kind can have.
indirect enum ContextShape: Sendable {
    /// Anything: what a template reads in it is not checked (`form.extensions`, a dictionary's
    /// pair in a loop).
    case unknown
    /// Text, a number or `true`/`false`: `count`, `first`, `last` and indexes of text.
    case value
    /// A list of values of a shape: `count`, `first`, `last` and indexes.
    case list(ContextShape)
    /// An object with these members and no other, and `count`.
    case object([String: ContextShape])

    /// The shape of the whole context of a template (``TemplateContext``): the normalized JSON
    /// document and what is added to it.
    static let template: ContextShape = {
        guard case .object(let document) = OutputSchema.document, case .object(let definitions)? = document["$defs"]
        else { return .unknown }
        guard case .object(var members) = shape(of: .object(document), definitions: definitions, depth: 0) else {
            return .unknown
        }
        let types = ControlType.allCases.map(\.rawValue)
        members["contextVersion"] = .value
        members["specName"] = .value
        members["stringsTable"] = .value
        members["controlTypes"] = .list(.value)
        members["hasControlType"] = .object(Dictionary(uniqueKeysWithValues: types.map { ($0, .value) }))
        members["hasLogic"] = .value
        return .object(members)
    }()

    /// The shape of member `name` (a key, `count`, `first`, `last` or an index); nil when no value
    /// of this shape has it.
    func member(_ name: String) -> ContextShape? {
        switch self {
        case .unknown: return .unknown
        case .object(let members): return members[name] ?? (name == "count" ? .value : nil)
        case .list(let element):
            if name == "first" || name == "last" || Int(name) != nil { return element }
            return name == "count" ? .value : nil
        case .value: return ["first", "last", "count"].contains(name) || Int(name) != nil ? .value : nil
        }
    }

    /// The names of the members of an object, sorted; none for any other shape.
    var memberNames: [String] {
        if case .object(let members) = self { return members.keys.sorted() }
        return []
    }

    /// What a value of either shape may hold.
    func merged(with other: ContextShape) -> ContextShape {
        switch (self, other) {
        case (.value, .value): return .value
        case (.list(let first), .list(let second)): return .list(first.merged(with: second))
        case (.object(let first), .object(let second)):
            return .object(first.merging(second) { $0.merged(with: $1) })
        default: return .unknown
        }
    }

    /// The shape of the values `schema` allows: `$ref`s followed into `definitions` (at most
    /// 16 deep), `oneOf` and `anyOf` merged, `null` left out (a null member is left out of the
    /// context); an object whose properties are not all listed is ``unknown``.
    private static func shape(of schema: JSONValue, definitions: JSONValue.Object, depth: Int) -> ContextShape? {
        guard depth < 16, case .object(let keywords) = schema else { return .unknown }
        if case .string(let reference)? = keywords["$ref"] {
            let name = String(reference.split(separator: "/").last ?? "")
            return definitions[name].flatMap { shape(of: $0, definitions: definitions, depth: depth + 1) } ?? .unknown
        }
        if case .array(let alternatives)? = keywords["oneOf"] ?? keywords["anyOf"] {
            let shapes = alternatives.compactMap { shape(of: $0, definitions: definitions, depth: depth + 1) }
            return shapes.dropFirst().reduce(shapes.first ?? .unknown) { $0.merged(with: $1) }
        }
        switch keywords["type"] {
        case .string("null")?: return nil
        case .string("array")?:
            return .list(
                keywords["items"].flatMap { shape(of: $0, definitions: definitions, depth: depth + 1) } ?? .unknown)
        case .string("object")?:
            guard keywords["additionalProperties"] == .bool(false),
                case .object(let properties)? = keywords["properties"]
            else { return .unknown }
            var members: [String: ContextShape] = [:]
            for (name, property) in properties {
                if let member = shape(of: property, definitions: definitions, depth: depth + 1) {
                    members[name] = member
                }
            }
            return .object(members)
        case .string?: return .value
        default: return keywords["const"] != nil || keywords["enum"] != nil ? .value : .unknown
        }
    }
}

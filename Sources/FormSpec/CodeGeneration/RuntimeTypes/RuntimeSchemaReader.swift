/// Reads FormSpecRuntime's types out of the output schema (`OutputSchema.document`): the struct
/// of each control type and every type its members hold.
struct RuntimeSchemaReader {
    /// The schema's `$defs`.
    private let definitions: JSONValue.Object
    /// The types declared, in the order they were read: a nested type before the type it is in.
    private(set) var declarations: [RuntimeDeclaration] = []
    /// The qualified names of the types declared.
    private var declaredNames: Set<String> = []

    /// A reader of `schema`, which has read nothing yet.
    init(schema: JSONValue) {
        guard case .object(let document) = schema, case .object(let definitions)? = document["$defs"] else {
            preconditionFailure("the output schema has no $defs")
        }
        self.definitions = definitions
    }

    /// Declares the struct of control `type` (its definition in `$defs`) and every type it holds;
    /// returns the struct's use, which differs from `name` when the struct is a generic one
    /// (`GroupControl<[String]>` for `CheckboxGroupControl`).
    mutating func readControl(_ type: String, name: String) -> RuntimeTypeReference {
        declaredStructure(
            definition(type), path: [type], qualifiedName: RuntimeTypeNames.qualifiedName(of: [type]) ?? name,
            enclosing: nil, isControl: true)
    }

    /// The definition `name` of `$defs`.
    func definition(_ name: String) -> JSONValue {
        definitions[name] ?? .null
    }

    /// The description `schema` gives, or the one of its alternative that is not null.
    func description(of schema: JSONValue) -> String? {
        guard case .object(let object) = schema else { return nil }
        if case .string(let description)? = object["description"] { return description }
        guard case .array(let alternatives)? = object["anyOf"] else { return nil }
        return alternatives.lazy.compactMap { $0 == ["type": "null"] ? nil : description(of: $0) }.first
    }

    /// The type of a value of `schema` at `path`, written as in `enclosing`, declaring it (and
    /// what it holds) when it is an object, an enum of words or a name-or-object not declared yet.
    private mutating func reference(of schema: JSONValue, path: [String], enclosing: String?)
        -> RuntimeTypeReference
    {
        guard case .object(let object) = schema else { preconditionFailure("a schema that is not an object") }
        if case .string(let target)? = object["$ref"] {
            let name = String(target.dropFirst("#/$defs/".count))
            if let value = RuntimeTypeNames.valueTypes[name] { return value }
            let definition = definition(name)
            if case .object(let defined) = definition, defined["type"] == "string" {
                return RuntimeTypeReference(text: "String", isHashable: true)
            }
            return reference(of: definition, path: [name], enclosing: nil).relative(to: enclosing)
        }
        if case .array(let alternatives)? = object["anyOf"] {
            let values = alternatives.filter { $0 != ["type": "null"] }
            if values.count == 1 {
                let value = reference(of: values[0], path: path, enclosing: enclosing)
                return values.count < alternatives.count ? value.optional : value
            }
            return declaredNameOrObject(schema, values, path: path, enclosing: enclosing)
        }
        if case .array(let words)? = object["enum"] {
            let spellings = words.compactMap { if case .string(let word) = $0 { word } else { nil } }
            guard spellings.count == words.count else { return RuntimeTypeReference(text: "Int", isHashable: true) }
            let name = qualifiedName(path, enclosing: enclosing)
            declare(
                name, doc: RuntimeDocumentation.types[name] ?? description(of: schema),
                conformances: "String, Sendable, Hashable, Codable, CaseIterable", kind: .words(spellings))
            return RuntimeTypeReference(text: name, isHashable: true).relative(to: enclosing)
        }
        switch object["type"] {
        case "boolean": return RuntimeTypeReference(text: "Bool", isHashable: true)
        case "integer": return RuntimeTypeReference(text: "Int", isHashable: true)
        case "number": return RuntimeTypeReference(text: "Double", isHashable: true)
        case "array": return reference(of: object["items"] ?? .null, path: path, enclosing: enclosing).array
        case "object" where object["properties"] != nil:
            return declaredStructure(
                schema, path: path, qualifiedName: qualifiedName(path, enclosing: enclosing), enclosing: enclosing,
                isControl: false)
        case "object": return .extensions
        default: return RuntimeTypeReference(text: "String", isHashable: true)
        }
    }

    /// The name the table gives the type at `path`, or the member's (the definition's) name
    /// capitalized, in `enclosing`.
    private func qualifiedName(_ path: [String], enclosing: String?) -> String {
        if let named = RuntimeTypeNames.qualifiedName(of: path) { return named }
        let last = path.last ?? ""
        let name = last.prefix(1).uppercased() + last.dropFirst()
        return enclosing.map { $0 + "." + name } ?? name
    }

    /// Declares the struct of the object `schema` as `qualifiedName` and returns its use, in
    /// `enclosing`.
    private mutating func declaredStructure(
        _ schema: JSONValue, path: [String], qualifiedName: String, enclosing: String?, isControl: Bool
    ) -> RuntimeTypeReference {
        guard case .object(let object) = schema, case .object(let properties)? = object["properties"] else {
            preconditionFailure("\(qualifiedName) is not an object with properties")
        }
        let generic = RuntimeTypeNames.generics[qualifiedName]
        var argument: RuntimeTypeReference?
        var members: [RuntimeMember] = []
        var isHashable = !isControl
        // In the JSON's order of keys, which is the order of the initialiser (the Swift writer's too).
        for (key, value) in properties where key != "type" {
            var type = reference(of: value, path: path + [key], enclosing: qualifiedName)
            if let generic, generic.members?.contains(key) ?? true {
                argument = argument ?? type
                type = RuntimeTypeReference(text: generic.parameter, isHashable: type.isHashable)
            }
            isHashable = isHashable && type.isHashable
            members.append(
                RuntimeMember(
                    key: key, type: type.text,
                    doc: RuntimeDocumentation.members[qualifiedName + "." + key] ?? description(of: value)))
        }
        let conformances =
            isControl ? "ControlValue, Equatable" : "Sendable, \(isHashable ? "Hashable" : "Equatable"), Codable"
        let parameter = generic.map {
            "\($0.parameter): Sendable & \(isHashable ? "Hashable" : "Equatable") & Codable"
        }
        declare(
            qualifiedName, doc: RuntimeDocumentation.types[qualifiedName] ?? description(of: schema),
            conformances: conformances, kind: .structure(members: members, parameter: parameter))
        let use = argument.map { "\(qualifiedName)<\($0.text)>" } ?? qualifiedName
        return RuntimeTypeReference(text: use, isHashable: isHashable).relative(to: enclosing)
    }

    /// Declares the enum of a value that is a string or an object of one string member (the
    /// alternatives `values` of `schema`), and returns its use in `enclosing`.
    private mutating func declaredNameOrObject(
        _ schema: JSONValue, _ values: [JSONValue], path: [String], enclosing: String?
    ) -> RuntimeTypeReference {
        guard values.count == 2, values[0] != values[1],
            case .object(let name) = values[0], name["type"] == "string",
            case .object(let object) = values[1], case .object(let properties)? = object["properties"],
            properties.count == 1, let key = properties.keys.first
        else { preconditionFailure("\(path): the runtime knows no type of these alternatives") }
        let qualifiedName = qualifiedName(path, enclosing: enclosing)
        declare(
            qualifiedName, doc: RuntimeDocumentation.types[qualifiedName] ?? description(of: schema),
            conformances: "Sendable, Hashable, Codable, ExpressibleByStringLiteral",
            kind: .nameOrObject(key: key, nameDoc: description(of: values[0]), keyDoc: description(of: values[1])))
        return RuntimeTypeReference(text: qualifiedName, isHashable: true).relative(to: enclosing)
    }

    /// Adds a declaration, unless a type of that name is declared already (a shared type).
    private mutating func declare(
        _ qualifiedName: String, doc: String?, conformances: String, kind: RuntimeDeclaration.Kind
    ) {
        guard declaredNames.insert(qualifiedName).inserted else { return }
        declarations.append(
            RuntimeDeclaration(
                name: String(qualifiedName.split(separator: ".").last ?? ""), qualifiedName: qualifiedName, doc: doc,
                conformances: conformances, kind: kind))
    }
}

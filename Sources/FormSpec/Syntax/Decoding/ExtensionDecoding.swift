import FormSpecYAML

/// Extension values (SPEC §1) are resolved while decoding, so that the syntax keeps no node of
/// the document.
extension JSONValue {
    /// A YAML node's value under the core schema: mappings become objects (a key that is not a
    /// string is written as its text, the first of two keys with the same text wins), an
    /// integer too large for 64 bits is kept as its text, and `.nan` and `.inf` become `null`.
    init(_ node: Node) {
        switch node.content {
        case .scalar(let scalar):
            switch scalar.resolved {
            case .null: self = .null
            case .bool(let flag): self = .bool(flag)
            case .int(let number): self = .int(number)
            case .float(let number): self = number.isFinite ? .double(number) : .null
            case .string(let text), .integerOverflow(let text): self = .string(text)
            }
        case .sequence(let items):
            self = .array(items.map(JSONValue.init))
        case .mapping(let pairs):
            var members: [String: JSONValue] = [:]
            for pair in pairs {
                let key = pair.key.flowText
                if members[key] == nil { members[key] = JSONValue(pair.value) }
            }
            self = .object(members)
        }
    }
}

extension Node {
    /// The node in YAML's flow style, for a mapping key that is not a scalar: `[a, b]`, `{a: 1}`.
    var flowText: String {
        switch content {
        case .scalar(let scalar): return scalar.text
        case .sequence(let items): return "[" + items.map(\.flowText).joined(separator: ", ") + "]"
        case .mapping(let pairs): return "{" + pairs.map { $0.key.flowText + ": " + $0.value.flowText }.joined(separator: ", ") + "}"
        }
    }
}

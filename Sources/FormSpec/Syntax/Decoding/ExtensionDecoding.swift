import FormSpecYAML

/// Extension values are resolved while decoding, so that the syntax keeps no node of
/// the document.
extension JSONValue {
    /// A YAML node's value under the core schema: mappings become objects (a key that is not a
    /// string is written as its text, the first of two keys with the same text wins), an
    /// integer too large for 64 bits is kept as its text, and `.nan` and `.inf` become `null`.
    init(_ node: ParsedNode) {
        if let resolved = node.resolved {
            switch resolved {
            case .null: self = .null
            case .bool(let flag): self = .bool(flag)
            case .int(let number): self = .int(number)
            case .float(let number): self = number.isFinite ? .double(number) : .null
            case .string(let text), .integerOverflow(let text): self = .string(text)
            }
        } else if let items = node.sequence {
            self = .array(items.map(JSONValue.init))
        } else {
            var members: [String: JSONValue] = [:]
            for pair in node.pairs {
                let key = pair.key.flowText
                if members[key] == nil { members[key] = JSONValue(pair.value) }
            }
            self = .object(members)
        }
    }
}

extension ParsedNode {
    /// The pairs of a mapping, in the order written.
    var pairs: [Pair] { (0..<pairCount).map(pair) }

    /// The node in YAML's flow style, for a mapping key that is not a scalar: `[a, b]`, `{a: 1}`.
    var flowText: String {
        if let scalar { return scalar.text }
        if let items = sequence { return "[" + items.map(\.flowText).joined(separator: ", ") + "]" }
        return "{" + pairs.map { $0.key.flowText + ": " + $0.value.flowText }.joined(separator: ", ") + "}"
    }
}

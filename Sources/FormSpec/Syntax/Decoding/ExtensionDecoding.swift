import FormSpecYAML

/// Extension values are resolved while decoding, so that the syntax keeps no node of
/// the document.
extension JSONValue {
    /// A YAML node's value under the core schema: mappings become objects (a key that is not a
    /// string is written as its text, the first of two keys with the same text wins; texts are
    /// compared by their code points, so `é` and `e` + U+0301 are two keys, as YAML has them), an
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
            self = .object(
                Object(
                    keepingFirstOf: (0..<node.pairCount).map { position in
                        let pair = node.pair(at: position)
                        return (key: pair.key.flowText, value: JSONValue(pair.value))
                    }))
        }
    }
}

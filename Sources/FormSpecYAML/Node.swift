/// A node of the YAML document tree, with the exact source range it was read from.
///
/// Aliases are expanded: a node reached through an alias keeps the ranges of the anchored node
/// it copies, and `aliasRange` tells where the alias was written. A node is a record of its
/// parsed document, read in place.
package struct Node: Sendable {
    /// What the node holds.
    package enum Content: Sendable {
        case scalar(Scalar)
        case sequence([Node])
        case mapping([Pair])
    }

    /// A key and its value, in the order written (merged pairs stand where their `<<` stood).
    package struct Pair: Sendable {
        package var key: Node
        package var value: Node

        package init(key: Node, value: Node) {
            self.key = key
            self.value = value
        }
    }

    /// The parsed document the node belongs to.
    private let document: Document
    /// The node's record; an alias's record for a node reached through one.
    private let index: UInt32

    /// The document and record of the node.
    var parsed: (document: Document, index: UInt32) { (document, index) }

    init(_ document: Document, _ index: UInt32) {
        self.document = document
        self.index = index
    }

    /// What the node holds.
    package var content: Content {
        switch document.kind(index) {
        case .scalar, .alias:
            return .scalar(document.scalar(index) ?? Scalar(text: "", style: .plain))
        case .sequence:
            return .sequence(document.slots(index).map { Node(document, $0) })
        case .mapping:
            let slots = document.slots(index)
            return .mapping(
                stride(from: slots.startIndex, to: slots.endIndex, by: 2).map {
                    Pair(key: Node(document, slots[$0]), value: Node(document, slots[$0 + 1]))
                })
        }
    }

    /// Whether a collection was written in flow style (`[a, b]`, `{a: 1}`).
    package var isFlow: Bool { document.records[Int(document.target(index))].flags.contains(.flow) }

    /// Whether this is an item that the parse handed over and let go of: its place is kept, its
    /// content is not (see `YAMLParser.parse(_:limits:onSecondThread:handingOverItemsOf:finished:)`).
    package var isHandedOver: Bool { document.records[Int(index)].flags.contains(.handedOver) }

    /// From the first character of the node (its anchor or tag, when it has them) to just after
    /// its last one.
    package var range: SourceRange { document.range(index) }

    /// Where the node's value is written: its ``range`` without the anchor and tag before it, a
    /// block scalar's without its last line breaks (``SourceLines/valueRange(of:)``): what an
    /// edit of the value replaces.
    package var valueRange: SourceRange { document.lines.valueRange(of: range) }

    /// Where the alias that produced this copy was written, if it came from one.
    package var aliasRange: SourceRange? {
        document.records[Int(index)].kind == .alias ? document.usageRange(index) : nil
    }

    /// Where this occurrence stands in the file: the alias when the node came through one,
    /// otherwise the node itself.
    package var usageRange: SourceRange { document.usageRange(index) }

    /// The scalar, if this is one.
    package var scalar: Scalar? { document.scalar(index) }

    /// The items, if this is a sequence.
    package var sequence: [Node]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// The pairs, if this is a mapping.
    package var mapping: [Pair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// A word for the kind of node, for messages: "a mapping", "a list", or the scalar's kind.
    package var kindDescription: String {
        switch content {
        case .scalar(let scalar): return scalar.resolved.kindDescription
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }
}

extension Array where Element == Node.Pair {
    /// The first pair whose key is the scalar `name`.
    package func pair(named name: String) -> Node.Pair? {
        first { $0.key.scalar?.resolved == .string(name) }
    }
}

/// A scalar as written, with its style and its explicit core-schema tag.
package struct Scalar: Sendable {
    /// The scalar's text after YAML's folding and escapes.
    package var text: String
    package var style: ScalarStyle
    /// The explicit tag, if one was written (only core-schema tags are accepted).
    package var tag: CoreTag?

    package init(text: String, style: ScalarStyle, tag: CoreTag? = nil) {
        self.text = text
        self.style = style
        self.tag = tag
    }

    /// The value under the YAML 1.2 core schema.
    package var resolved: ResolvedScalar { ResolvedScalar(self) }
}

/// How a scalar was written.
package enum ScalarStyle: String, Sendable {
    case plain, singleQuoted, doubleQuoted, literal, folded

    /// Whether the scalar was quoted or a block scalar, which makes it a string.
    package var isPlain: Bool { self == .plain }
}

/// The explicit tags FormSpec accepts: the YAML 1.2 core schema's, and `!` (non-specific).
package enum CoreTag: String, Sendable, CaseIterable {
    case nonSpecific = "!"
    case string = "tag:yaml.org,2002:str"
    case integer = "tag:yaml.org,2002:int"
    case float = "tag:yaml.org,2002:float"
    case boolean = "tag:yaml.org,2002:bool"
    case null = "tag:yaml.org,2002:null"
    case sequence = "tag:yaml.org,2002:seq"
    case mapping = "tag:yaml.org,2002:map"
    case merge = "tag:yaml.org,2002:merge"

    /// The tag as an author writes it (`!!str`).
    package var shorthand: String {
        self == .nonSpecific ? "!" : "!!" + rawValue.dropFirst("tag:yaml.org,2002:".count)
    }
}

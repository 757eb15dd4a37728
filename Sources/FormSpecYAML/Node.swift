/// A node of the YAML document tree, with the exact source range it was read from.
///
/// Aliases are expanded: a node reached through an alias keeps the ranges of the anchored node
/// it copies, and `aliasRange` tells where the alias was written.
public struct Node: Sendable {
    /// What the node holds.
    public enum Content: Sendable {
        case scalar(Scalar)
        case sequence([Node])
        case mapping([Pair])
    }

    /// A key and its value, in the order written (merged pairs stand where their `<<` stood).
    public struct Pair: Sendable {
        public var key: Node
        public var value: Node

        public init(key: Node, value: Node) {
            self.key = key
            self.value = value
        }
    }

    /// A node of a parsed document (by record; an alias's record for a node reached through one),
    /// or one made by `init` or changed after parsing.
    private enum Storage: Sendable {
        case parsed(Document, UInt32)
        case built(BuiltNode)
    }

    private var storage: Storage

    /// The document and record of a parsed node.
    var parsed: (document: Document, index: UInt32) {
        guard case .parsed(let document, let index) = storage else { preconditionFailure("a node made by init has no place") }
        return (document, index)
    }

    public init(content: Content, range: SourceRange, aliasRange: SourceRange? = nil, isFlow: Bool = false) {
        storage = .built(BuiltNode(content: content, range: range, aliasRange: aliasRange, isFlow: isFlow))
    }

    init(_ document: Document, _ index: UInt32) {
        storage = .parsed(document, index)
    }

    /// What the node holds.
    public var content: Content {
        get {
            switch storage {
            case .built(let node):
                return node.content
            case .parsed(let document, let index):
                switch document.kind(index) {
                case .scalar, .alias:
                    return .scalar(document.scalar(index) ?? Scalar(text: "", style: .plain))
                case .sequence:
                    return .sequence(document.slots(index).map { Node(document, $0) })
                case .mapping:
                    let slots = document.slots(index)
                    return .mapping(stride(from: slots.startIndex, to: slots.endIndex, by: 2).map {
                        Pair(key: Node(document, slots[$0]), value: Node(document, slots[$0 + 1]))
                    })
                }
            }
        }
        set { rebuild(content: newValue) }
    }

    /// Whether a collection was written in flow style (`[a, b]`, `{a: 1}`).
    public var isFlow: Bool {
        get {
            switch storage {
            case .built(let node): return node.isFlow
            case .parsed(let document, let index): return document.records[Int(document.target(index))].isFlow
            }
        }
        set { rebuild(isFlow: newValue) }
    }

    /// From the first character of the node (its anchor or tag, when it has them) to just after
    /// its last one.
    public var range: SourceRange {
        get {
            switch storage {
            case .built(let node): return node.range
            case .parsed(let document, let index): return document.range(index)
            }
        }
        set { rebuild(range: newValue) }
    }

    /// Where the alias that produced this copy was written, if it came from one.
    public var aliasRange: SourceRange? {
        get {
            switch storage {
            case .built(let node): return node.aliasRange
            case .parsed(let document, let index):
                return document.records[Int(index)].kind == .alias ? document.usageRange(index) : nil
            }
        }
        set { rebuild(aliasRange: .some(newValue)) }
    }

    /// Where this occurrence stands in the file: the alias when the node came through one,
    /// otherwise the node itself.
    public var usageRange: SourceRange {
        switch storage {
        case .built(let node): return node.aliasRange ?? node.range
        case .parsed(let document, let index): return document.usageRange(index)
        }
    }

    /// The scalar, if this is one.
    public var scalar: Scalar? {
        switch storage {
        case .built(let node):
            if case .scalar(let scalar) = node.content { return scalar }
            return nil
        case .parsed(let document, let index):
            return document.scalar(index)
        }
    }

    /// The items, if this is a sequence.
    public var sequence: [Node]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// The pairs, if this is a mapping.
    public var mapping: [Pair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// A word for the kind of node, for messages: "a mapping", "a list", or the scalar's kind.
    public var kindDescription: String {
        switch content {
        case .scalar(let scalar): return scalar.resolved.kindDescription
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }

    /// Makes the node a built one, with the given parts changed.
    private mutating func rebuild(content: Content? = nil, range: SourceRange? = nil, aliasRange: SourceRange?? = nil,
                                  isFlow: Bool? = nil) {
        storage = .built(BuiltNode(content: content ?? self.content, range: range ?? self.range,
                                   aliasRange: aliasRange ?? self.aliasRange, isFlow: isFlow ?? self.isFlow))
    }
}

/// The parts of a node made by `init`, boxed so that every node is 16 bytes.
private final class BuiltNode: Sendable {
    let content: Node.Content
    let range: SourceRange
    let aliasRange: SourceRange?
    let isFlow: Bool

    init(content: Node.Content, range: SourceRange, aliasRange: SourceRange?, isFlow: Bool) {
        self.content = content
        self.range = range
        self.aliasRange = aliasRange
        self.isFlow = isFlow
    }
}

extension Array where Element == Node.Pair {
    /// The first pair whose key is the scalar `name`.
    public func pair(named name: String) -> Node.Pair? {
        first { $0.key.scalar?.resolved == .string(name) }
    }
}

/// A scalar as written, with its style and its explicit core-schema tag.
public struct Scalar: Sendable {
    /// The scalar's text after YAML's folding and escapes.
    public var text: String
    public var style: ScalarStyle
    /// The explicit tag, if one was written (only core-schema tags are accepted).
    public var tag: CoreTag?

    public init(text: String, style: ScalarStyle, tag: CoreTag? = nil) {
        self.text = text
        self.style = style
        self.tag = tag
    }

    /// The value under the YAML 1.2 core schema.
    public var resolved: ResolvedScalar { ResolvedScalar(self) }
}

/// How a scalar was written.
public enum ScalarStyle: String, Sendable {
    case plain, singleQuoted, doubleQuoted, literal, folded

    /// Whether the scalar was quoted or a block scalar, which makes it a string.
    public var isPlain: Bool { self == .plain }
}

/// The explicit tags FormSpec accepts: the YAML 1.2 core schema's, and `!` (non-specific).
public enum CoreTag: String, Sendable, CaseIterable {
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
    public var shorthand: String {
        self == .nonSpecific ? "!" : "!!" + rawValue.dropFirst("tag:yaml.org,2002:".count)
    }
}

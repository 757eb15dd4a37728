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

    public var content: Content
    /// Whether a collection was written in flow style (`[a, b]`, `{a: 1}`).
    public var isFlow: Bool
    /// From the first character of the node (its anchor or tag, when it has them) to just after
    /// its last one.
    public var range: SourceRange
    /// Where the alias that produced this copy was written, if it came from one.
    public var aliasRange: SourceRange? {
        get { alias?.range }
        set { alias = newValue.map(AliasRange.init) }
    }
    /// `aliasRange`, out of line: few nodes have one, and keeping it out of the struct makes every
    /// node 56 bytes instead of 72 (`isFlow` is declared next to `content` for the same reason).
    private var alias: AliasRange?

    public init(content: Content, range: SourceRange, aliasRange: SourceRange? = nil, isFlow: Bool = false) {
        self.content = content
        self.range = range
        self.alias = aliasRange.map(AliasRange.init)
        self.isFlow = isFlow
    }

    /// Where this occurrence stands in the file: the alias when the node came through one,
    /// otherwise the node itself.
    public var usageRange: SourceRange { aliasRange ?? range }

    /// The scalar, if this is one.
    public var scalar: Scalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
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
}

/// The range of the alias a node was copied through, boxed so that `Node` stays small.
private final class AliasRange: Sendable {
    let range: SourceRange

    init(_ range: SourceRange) {
        self.range = range
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

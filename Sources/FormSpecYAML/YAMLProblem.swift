/// Something the parse stage found wrong, with where it is and what to do about it.
public struct YAMLProblem: Sendable {
    /// The kinds of problem, one per diagnostic of the YAML layer.
    public enum Kind: String, Sendable {
        /// Not UTF-8, or a byte YAML refuses.
        case invalidEncoding
        /// libyaml's scanner or parser stopped, or an alias names no anchor.
        case syntax
        /// A key repeated in one mapping.
        case duplicateKey
        /// A second document in the file.
        case multipleDocuments
        /// Aliases expand to more nodes than allowed.
        case aliasLimit
        /// Nesting deeper than allowed.
        case depthLimit
        /// An explicit tag outside the core schema, or on the wrong kind of node.
        case unsupportedTag
        /// A tagged scalar whose text does not fit its tag (`!!int abc`).
        case tagMismatch
        /// A merge key (`<<`) whose value is not a mapping or a list of mappings.
        case invalidMerge
    }

    /// A related place, such as the first occurrence of a duplicate.
    public struct Note: Sendable {
        public var message: String
        public var range: SourceRange
    }

    public var kind: Kind
    public var message: String
    public var range: SourceRange
    public var notes: [Note]

    public init(_ kind: Kind, _ message: String, at range: SourceRange, notes: [Note] = []) {
        self.kind = kind
        self.message = message
        self.range = range
        self.notes = notes
    }
}

/// The bounds that keep hostile input from exhausting the parser.
public struct YAMLLimits: Sendable {
    /// The deepest nesting of sequences and mappings.
    public var maxDepth: Int
    /// The most nodes that aliases may copy in one file.
    public var maxAliasExpansion: Int
    /// The most problems a parse holds: beyond it, only the first ones by place are kept and the
    /// others counted (``ParseResult/problemsLeftOut``), so that a file of a hundred thousand
    /// mistakes takes no more memory than one of a few. No limit by default.
    public var maxProblems: Int

    public init(maxDepth: Int = 64, maxAliasExpansion: Int = 100_000, maxProblems: Int = .max) {
        self.maxDepth = maxDepth
        self.maxAliasExpansion = maxAliasExpansion
        self.maxProblems = maxProblems
    }
}

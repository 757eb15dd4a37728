/// Something the parse stage found wrong, with where it is and what to do about it.
package struct YAMLProblem: Sendable {
    /// The kinds of problem, one per diagnostic of the YAML layer.
    package enum Kind: String, Sendable {
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
    package struct Note: Sendable {
        package var message: String
        package var range: SourceRange
    }

    package var kind: Kind
    package var message: String
    package var range: SourceRange
    package var notes: [Note]

    package init(_ kind: Kind, _ message: String, at range: SourceRange, notes: [Note] = []) {
        self.kind = kind
        self.message = message
        self.range = range
        self.notes = notes
    }
}

/// The bounds that keep hostile input from exhausting the parser.
package struct YAMLLimits: Sendable {
    /// The deepest nesting of sequences and mappings.
    package var maxDepth: Int
    /// The most nodes that aliases may copy in a file of no bytes; a file may copy one more for
    /// each ``bytesPerAliasNode`` of its bytes. So a few lines of nested aliases cannot expand to
    /// billions of nodes, and a large spec that merges a shared mapping into each of its controls
    /// is not refused.
    package var maxAliasExpansion: Int
    /// The bytes of the file for each node aliases may copy beyond ``maxAliasExpansion``.
    package var bytesPerAliasNode = 4
    /// The most bytes of text (scalars, keys included) that aliases may copy in a file of no
    /// bytes; a file may copy ``aliasBytesPerByte`` more for each of its bytes. So one long
    /// anchored string aliased thousands of times cannot turn a small file into a huge form.
    package var aliasBytesAllowance = 1 << 20
    /// The bytes aliases may copy for each byte of the file, beyond ``aliasBytesAllowance``.
    package var aliasBytesPerByte = 4
    /// The most problems a parse holds: beyond it, only the first ones by place are kept and the
    /// others counted (``ParseResult/problemsLeftOut``), so that a file of a hundred thousand
    /// mistakes takes no more memory than one of a few. No limit by default.
    package var maxProblems: Int

    package init(maxDepth: Int = 64, maxAliasExpansion: Int = 100_000, maxProblems: Int = .max) {
        self.maxDepth = maxDepth
        self.maxAliasExpansion = maxAliasExpansion
        self.maxProblems = maxProblems
    }

    /// The most nodes aliases may copy in a file of `byteCount` bytes.
    package func maxAliasNodes(forFileOf byteCount: Int) -> Int {
        maxAliasExpansion + byteCount / bytesPerAliasNode
    }

    /// The most bytes of text aliases may copy in a file of `byteCount` bytes.
    package func maxAliasBytes(forFileOf byteCount: Int) -> Int {
        aliasBytesAllowance + aliasBytesPerByte * byteCount
    }
}

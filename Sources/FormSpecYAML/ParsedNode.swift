/// A parsed document's storage seen in place, for as long as `Node.withParsedNode` (or, while
/// the tree is built, `FlatTree.withView`) runs: plain pointers, so that reading it counts no
/// references.
struct DocumentView: FlatStorage {
    let records: UnsafeBufferPointer<FlatTree.Record>
    let children: UnsafeBufferPointer<UInt32>
    let text: UnsafeBufferPointer<UInt8>
    let file: UnsafeBufferPointer<UInt8>
    private let linesPointer: UnsafePointer<SourceLines>

    fileprivate init(
        records: UnsafeBufferPointer<FlatTree.Record>, children: UnsafeBufferPointer<UInt32>,
        text: UnsafeBufferPointer<UInt8>, file: UnsafeBufferPointer<UInt8>, lines: UnsafePointer<SourceLines>
    ) {
        self.records = records
        self.children = children
        self.text = text
        self.file = file
        linesPointer = lines
    }

    var lines: SourceLines { linesPointer.pointee }
}

extension FlatStorage where Records == [FlatTree.Record], Children == [UInt32], Text == [UInt8] {
    /// Calls `body` with a view of this storage, valid until it returns.
    func withView<Result>(_ body: (UnsafePointer<DocumentView>) throws -> Result) rethrows -> Result {
        try records.withUnsafeBufferPointer { records in
            try children.withUnsafeBufferPointer { children in
                try text.withUnsafeBufferPointer { text in
                    try file.withUnsafeBufferPointer { file in
                        try withUnsafePointer(to: lines) { lines in
                            var view = DocumentView(
                                records: records, children: children, text: text, file: file, lines: lines)
                            return try withUnsafePointer(to: &view, body)
                        }
                    }
                }
            }
        }
    }
}

/// A node of a parsed document read in place: what the decoder walks. It is a record number and
/// a pointer to the document's storage, copied without reference counting, and valid only inside
/// the `Node.withParsedNode` call that made it. (`Node`, which keeps its document alive, is the
/// public way to hold a node.)
package struct ParsedNode {
    private let view: UnsafePointer<DocumentView>
    /// The record: an alias's record for a node reached through one.
    private let index: UInt32

    init(_ view: UnsafePointer<DocumentView>, _ index: UInt32) {
        self.view = view
        self.index = index
    }

    /// A key and its value.
    package struct Pair {
        package let key: ParsedNode
        package let value: ParsedNode
    }

    /// The items of a sequence.
    package struct Items: RandomAccessCollection {
        fileprivate let view: UnsafePointer<DocumentView>
        fileprivate let slots: Slice<UnsafeBufferPointer<UInt32>>

        package var startIndex: Int { slots.startIndex }
        package var endIndex: Int { slots.endIndex }
        package subscript(position: Int) -> ParsedNode { ParsedNode(view, slots[position]) }
    }

    private var document: DocumentView { view.pointee }

    /// Whether this is a mapping.
    package var isMapping: Bool { document.kind(index) == .mapping }

    /// The number of pairs of a mapping; 0 for anything else.
    package var pairCount: Int { isMapping ? document.slots(index).count / 2 : 0 }

    /// The pair at `position` of a mapping.
    package func pair(at position: Int) -> Pair {
        let slots = document.slots(index)
        let key = slots.startIndex + 2 * position
        return Pair(key: ParsedNode(view, slots[key]), value: ParsedNode(view, slots[key + 1]))
    }

    /// The UTF-8 text of the key at `position` of a mapping, when the key resolves to a string.
    package func stringKey(at position: Int) -> UnsafeBufferPointer<UInt8>? {
        pair(at: position).key.stringBytes
    }

    /// The items, if this is a sequence.
    package var sequence: Items? {
        document.kind(index) == .sequence ? Items(view: view, slots: document.slots(index)) : nil
    }

    /// The scalar, if this is one.
    package var scalar: Scalar? { document.scalar(index) }

    /// The scalar's value under the core schema, if this is a scalar.
    package var resolved: ResolvedScalar? { document.resolved(index) }

    /// The UTF-8 text of a scalar that resolves to a string, read without making a `String`.
    package var stringBytes: UnsafeBufferPointer<UInt8>? {
        document.stringRange(index).map { UnsafeBufferPointer(rebasing: document.bytes($0)) }
    }

    /// Where the node's content stands (the anchored node for an alias), as `Node.range`.
    package var range: SourceRange { document.range(index) }

    /// Where this occurrence stands, as `Node.usageRange`.
    package var usageRange: SourceRange { document.usageRange(index) }

    /// Where the alias that produced this copy was written, if it came from one.
    package var aliasRange: SourceRange? { document.records[Int(index)].kind == .alias ? usageRange : nil }

    /// The place of this occurrence, as `usageRange` is: the alias when the node came through one.
    package var usagePlace: SourcePlace { document.place(index) }

    /// The place of the node's content, as `range` is.
    package var place: SourcePlace { document.place(document.target(index)) }

    /// "a mapping", "a list", or the scalar's kind, for messages.
    package var kindDescription: String { document.kindDescription(index) }

    /// The node in YAML's flow style, as a mapping key that is not a scalar is written in the
    /// output: a scalar's text, `[a, b]`, `{a: 1}`.
    package var flowText: String { document.flowText(index) }

    /// Whether the parse refused the node's tag or its value under its tag and reported it: the
    /// decoder says nothing more about it, and reads nothing in it.
    package var isRefused: Bool { document.records[Int(document.target(index))].flags.contains(.refused) }

    /// Whether the node is written with an anchor (`&name`): not an alias to one.
    package var isAnchored: Bool { document.records[Int(index)].flags.contains(.anchored) }

    /// Whether this is an item that the parse handed over and let go of: its place is kept, its
    /// content is not.
    package var isHandedOver: Bool { document.records[Int(index)].flags.contains(.handedOver) }

    /// The ranges of the places of the document.
    package var sourceMap: SourceMap { SourceMap(document.lines) }
}

extension Node {
    /// Calls `body` with this parsed node read in place; the nodes it reaches are valid until it
    /// returns.
    package func withParsedNode<Result>(_ body: (ParsedNode) throws -> Result) rethrows -> Result {
        let (document, index) = parsed
        return try withExtendedLifetime(document) {
            try document.withView { try body(ParsedNode($0, index)) }
        }
    }
}

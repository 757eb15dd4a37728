/// A parsed document stored flat: one record per node in document order, the children of each
/// collection side by side in `children`, and the text of every scalar read where it lies: in the
/// file when the value is the bytes written (most values), else in one buffer. A few large
/// arrays instead of an object per node keep the parse fast and the memory small; `Node` reads
/// from it on demand.
struct FlatTree: FlatStorage, Sendable {
    /// What a record holds.
    enum Kind: UInt8, Sendable {
        case scalar, sequence, mapping
        /// An alias: `first` is the record of the anchored node, `start` and `end` where the alias
        /// is written.
        case alias
    }

    /// One node, 20 bytes.
    struct Record: Sendable, Equatable {
        /// Where the node starts and ends in the file, as byte offsets (`lines` gives the lines
        /// and columns).
        var start: UInt32
        var end: UInt32
        /// A scalar's first byte (in the file below the file's size, else in `text` after it: see
        /// `bytes`), a collection's first slot in `children`, or an alias's target record.
        var first: UInt32
        /// A scalar's byte count, or a collection's number of slots (two per mapping pair).
        var count: UInt32
        var kind: Kind
        var style: ScalarStyle
        var tag: CoreTag?
        var flags: Flags
    }

    /// Facts about a record, one bit each (a record stays 20 bytes).
    struct Flags: OptionSet, Sendable, Equatable {
        let rawValue: UInt8
        /// A collection written in flow style (`[a, b]`, `{a: 1}`).
        static let flow = Flags(rawValue: 1)
        /// A node whose tag, or whose value under its tag, the parse refused and reported
        /// (`yaml.unsupported-tag`, `'many' is not a valid !!int value`): nothing else is said
        /// about it.
        static let refused = Flags(rawValue: 2)
        /// An item the parse handed over and let go of: only its own record is kept, with its
        /// place, and it reads as an empty collection (see `YAMLParser.parse`).
        static let handedOver = Flags(rawValue: 4)
        /// A node written with an anchor (`&name`), which aliases may name.
        static let anchored = Flags(rawValue: 8)
    }

    var records: [Record] = []
    /// Record indices: each collection's items, or its pairs' keys and values alternating.
    var children: [UInt32] = []
    /// The text of the scalars whose value is not the bytes written, and anchors' and tags' names.
    var text: [UInt8] = []
    let lines: SourceLines
    /// The file's bytes (the lines' own: held here to be read without a copy).
    let file: [UInt8]

    init(lines: SourceLines) {
        self.lines = lines
        file = lines.bytes
    }
}

/// Reading a flat tree: while it is built (`FlatTree`), once it is shared (`Document`), and in
/// place while the decoder reads it (`DocumentView`).
protocol FlatStorage {
    associatedtype Records: RandomAccessCollection<FlatTree.Record> where Records.Index == Int
    associatedtype Children: RandomAccessCollection<UInt32> where Children.Index == Int
    associatedtype Text: RandomAccessCollection<UInt8> where Text.Index == Int
    var records: Records { get }
    var children: Children { get }
    var text: Text { get }
    /// The file's bytes, where most scalars' text lies.
    var file: Text { get }
    /// The lines of the file, which turn the records' offsets into locations.
    var lines: SourceLines { get }
}

extension FlatStorage {
    /// The bytes of `range` of the scalars' text: the file's bytes, then `text` after them.
    @inline(__always)
    func bytes(_ range: Range<Int>) -> Text.SubSequence {
        let fileCount = file.count
        guard range.lowerBound >= fileCount else { return file[range] }
        return text[(range.lowerBound - fileCount)..<(range.upperBound - fileCount)]
    }

    /// The text of a scalar's record.
    @inline(__always)
    func bytes(of record: FlatTree.Record) -> Text.SubSequence {
        bytes(Int(record.first)..<Int(record.first + record.count))
    }

    /// The record that holds `index`'s content: the anchored node for an alias, else `index`.
    @inline(__always)
    func target(_ index: UInt32) -> UInt32 {
        let record = records[Int(index)]
        return record.kind == .alias ? record.first : index
    }

    /// The kind of `index`'s content (never `.alias`).
    @inline(__always)
    func kind(_ index: UInt32) -> FlatTree.Kind {
        records[Int(target(index))].kind
    }

    /// The place of `index` itself: the alias for an alias, else the node.
    @inline(__always)
    func place(_ index: UInt32) -> SourcePlace {
        let record = records[Int(index)]
        return SourcePlace(start: record.start, end: record.end)
    }

    /// Where `index` stands in the file: the alias for an alias, else the node.
    func usageRange(_ index: UInt32) -> SourceRange {
        let record = records[Int(index)]
        return lines.range(from: record.start, to: record.end)
    }

    /// Where `index`'s content stands in the file: the anchored node for an alias.
    func range(_ index: UInt32) -> SourceRange {
        usageRange(target(index))
    }

    /// The child slots of a collection (empty for a scalar).
    @inline(__always)
    func slots(_ index: UInt32) -> Children.SubSequence {
        let record = records[Int(target(index))]
        guard record.kind != .scalar else { return children[children.startIndex..<children.startIndex] }
        return children[Int(record.first)..<Int(record.first + record.count)]
    }

    /// The scalar at `index`, if it is one.
    @inline(__always)
    func scalar(_ index: UInt32) -> Scalar? {
        let record = records[Int(target(index))]
        guard record.kind == .scalar else { return nil }
        return Scalar(text: String(decoding: bytes(of: record), as: UTF8.self), style: record.style, tag: record.tag)
    }

    /// The value of the scalar at `index` under the core schema, if it is one, resolved from its
    /// bytes: a string's `String` is made once, and no `Scalar`.
    func resolved(_ index: UInt32) -> ResolvedScalar? {
        let record = records[Int(target(index))]
        guard record.kind == .scalar else { return nil }
        guard record.tag == nil else { return scalar(index)?.resolved }
        let bytes = bytes(of: record)
        if record.style.isPlain, let value = ResolvedScalar.plainValue(bytes) { return value }
        return .string(String(decoding: bytes, as: UTF8.self))
    }

    /// Where the text of `index` lies (see `bytes`) when `index` is a scalar whose value is a string,
    /// the common case of a mapping key: such keys are compared and matched by their bytes,
    /// without building a `String` or resolving it.
    func stringRange(_ index: UInt32) -> Range<Int>? {
        let record = records[Int(target(index))]
        guard record.kind == .scalar else { return nil }
        let range = Int(record.first)..<Int(record.first + record.count)
        guard record.tag == nil else {
            guard case .string? = scalar(index)?.resolved else { return nil }
            return range
        }
        return !record.style.isPlain || ResolvedScalar.isPlainString(bytes(range)) ? range : nil
    }

    /// Whether `index` is a plain, untagged scalar whose text is exactly `literal`.
    func isPlainScalar(_ index: UInt32, _ literal: StaticString) -> Bool {
        let record = records[Int(target(index))]
        guard record.kind == .scalar, record.style == .plain, record.tag == nil,
            Int(record.count) == literal.utf8CodeUnitCount
        else { return false }
        return literal.withUTF8Buffer { bytes(of: record).elementsEqual($0) }
    }

    /// The node in YAML's flow style, as a mapping key that is not a scalar reads in a message or
    /// in the output: a scalar's text, `[a, b]`, `{a: 1}`. Past `limit` characters it is cut short
    /// with `…`.
    func flowText(_ index: UInt32, limit: Int = .max) -> String {
        var written = ""
        appendFlowText(index, to: &written, limit: limit)
        guard limit < .max, written.count > limit else { return written }
        return written.prefix(limit) + "…"
    }

    /// Appends the flow text of `index` to `written`, or stops once `written` is past `limit`
    /// bytes (at least `limit` characters).
    private func appendFlowText(_ index: UInt32, to written: inout String, limit: Int) {
        guard written.utf8.count <= limit else { return }
        let record = records[Int(target(index))]
        switch record.kind {
        case .scalar, .alias:
            written += String(decoding: bytes(of: record), as: UTF8.self)
        case .sequence, .mapping:
            let isMapping = record.kind == .mapping
            written += isMapping ? "{" : "["
            for (position, slot) in slots(index).enumerated() {
                guard written.utf8.count <= limit else { break }
                if position > 0 { written += isMapping && position % 2 == 1 ? ": " : ", " }
                appendFlowText(slot, to: &written, limit: limit)
            }
            written += isMapping ? "}" : "]"
        }
    }

    /// "a mapping", "a list", or the scalar's kind, for messages.
    func kindDescription(_ index: UInt32) -> String {
        switch kind(index) {
        case .scalar: return resolved(index)?.kindDescription ?? ""
        case .sequence: return "a list"
        case .mapping, .alias: return "a mapping"
        }
    }
}

/// A finished `FlatTree`, shared by the nodes read from it.
final class Document: FlatStorage, Sendable {
    let records: [FlatTree.Record]
    let children: [UInt32]
    let text: [UInt8]
    let lines: SourceLines
    let file: [UInt8]

    init(_ tree: FlatTree) {
        records = tree.records
        children = tree.children
        text = tree.text
        lines = tree.lines
        file = tree.file
    }
}

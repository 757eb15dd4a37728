import CLibYAML

/// Builds the flat node tree from libyaml's events: resolves anchors and aliases, assembles
/// mappings (merge keys, duplicate keys), checks tags, and enforces the depth and alias limits.
struct TreeBuilder {
    /// A sequence or mapping whose end event has not come yet.
    private struct Frame {
        var isMapping: Bool
        /// The byte offset where the collection starts.
        var start: UInt32
        var isFlow: Bool
        var anchor: String?
        /// The collection's record, whose range and children are written at its end.
        var record: UInt32
        /// Where this collection's children start in `pending`.
        var firstChild: Int
        /// The byte offset where the last child ends as written (an alias's own end, not its
        /// anchor's).
        var writtenEnd: UInt32
        /// Nodes in this subtree, alias copies included.
        var nodeCount = 1
        /// Levels of collections in this subtree, this one included.
        var height = 1

        /// Counts in a child of `nodeCount` nodes and `height` levels, written up to `end`.
        mutating func adopt(end: UInt32, nodeCount: Int, height: Int) {
            writtenEnd = max(writtenEnd, end)
            self.nodeCount += nodeCount
            self.height = max(self.height, height + 1)
        }
    }

    /// A node an anchor names, with the size and height an alias to it copies.
    private struct Anchored {
        var record: UInt32
        var nodeCount: Int
        var height: Int
    }

    var marks: MarkConverter
    private let limits: YAMLLimits
    private var stack: [Frame] = []
    /// The children of every open collection, innermost last; each finished collection's are
    /// moved to `tree.children`.
    private var pending: [UInt32] = []
    private var tree: FlatTree
    private var anchors: [String: Anchored] = [:]
    private var firstKeys = FirstKeys()
    private var aliasBudget: Int
    private var documentCount = 0
    private var root: UInt32?
    private var problems: [YAMLProblem] = []
    private(set) var isFinished = false

    init(limits: YAMLLimits, marks: MarkConverter, lines: SourceLines) {
        self.limits = limits
        self.marks = marks
        tree = FlatTree(lines: lines)
        aliasBudget = limits.maxAliasExpansion
        let byteCount = lines.bytes.count
        // Generous guesses from the input size (a node per 8 bytes, text half of it), so that the
        // arrays seldom grow; the pages never written are never touched.
        tree.records.reserveCapacity(byteCount / 8)
        tree.children.reserveCapacity(byteCount / 8)
        tree.text.reserveCapacity(byteCount / 2)
    }

    /// The root (kept only when its document was read to the end) and the problems.
    var result: ParseResult {
        guard stack.isEmpty, let root else { return ParseResult(root: nil, problems: problems) }
        return ParseResult(root: Node(Document(tree), root), problems: problems)
    }

    /// Records a problem that ends the parse.
    mutating func stop(with problem: YAMLProblem) {
        problems.append(problem)
        isFinished = true
    }

    mutating func handle(_ event: yaml_event_t) {
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documentCount += 1
            if documentCount > 1 {
                stop(with: YAMLProblem(
                    .multipleDocuments,
                    "a form spec holds one YAML document; this second document is not read (split it into its own file)",
                    at: range(of: event)))
            }
        case YAML_SCALAR_EVENT:
            handleScalar(event)
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            startCollection(event, isMapping: false, isFlow: data.style == YAML_FLOW_SEQUENCE_STYLE,
                            anchor: data.anchor, tag: data.tag)
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            startCollection(event, isMapping: true, isFlow: data.style == YAML_FLOW_MAPPING_STYLE,
                            anchor: data.anchor, tag: data.tag)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            endCollection(event)
        case YAML_ALIAS_EVENT:
            handleAlias(event)
        case YAML_STREAM_END_EVENT:
            isFinished = true
        default:
            break
        }
    }

    private mutating func handleScalar(_ event: yaml_event_t) {
        let data = event.data.scalar
        let (start, end) = offsets(of: event)
        let bytes = UnsafeBufferPointer(start: data.value, count: data.length)
        let tag = checkedTag(data.tag, of: event) { $0 != .sequence && $0 != .mapping }
        if let tag, tag != .merge, tag != .string, tag != .nonSpecific {
            let text = String(decoding: bytes, as: UTF8.self)
            if ResolvedScalar.resolve(text, as: tag) == nil {
                problems.append(YAMLProblem(.tagMismatch, "'\(text)' is not a valid \(tag.shorthand) value",
                                            at: tree.lines.range(from: start, to: end)))
            }
        }
        let node = append(FlatTree.Record(start: start, end: end, first: UInt32(tree.text.count), count: UInt32(bytes.count),
                                          kind: .scalar, style: ScalarStyle(data.style), tag: tag, isFlow: false))
        tree.text.append(contentsOf: bytes)
        register(node, anchor: data.anchor, nodeCount: 1, height: 0)
        add(node, end: end, nodeCount: 1, height: 0)
    }

    private mutating func startCollection(
        _ event: yaml_event_t, isMapping: Bool, isFlow: Bool,
        anchor: UnsafeMutablePointer<yaml_char_t>?, tag: UnsafeMutablePointer<yaml_char_t>?
    ) {
        guard stack.count < limits.maxDepth else {
            return stop(with: depthProblem(at: range(of: event)))
        }
        _ = checkedTag(tag, of: event) { $0 == (isMapping ? .mapping : .sequence) || $0 == .nonSpecific }
        let (start, end) = offsets(of: event)
        let record = append(FlatTree.Record(start: start, end: end, first: 0, count: 0, kind: isMapping ? .mapping : .sequence,
                                            style: .plain, tag: nil, isFlow: isFlow))
        stack.append(Frame(isMapping: isMapping, start: start, isFlow: isFlow, anchor: anchor.map { String(cString: $0) },
                           record: record, firstChild: pending.count, writtenEnd: start))
    }

    private mutating func endCollection(_ event: yaml_event_t) {
        guard let frame = stack.popLast() else { return }
        let end = frame.isFlow || pending.count == frame.firstChild ? marks.offset(of: event.end_mark) : frame.writtenEnd
        let first = tree.children.count
        if frame.isMapping {
            MappingAssembler.assemble(pending[frame.firstChild...], into: &tree, firstKeys: &firstKeys, problems: &problems)
        } else {
            tree.children += pending[frame.firstChild...]
        }
        pending.removeSubrange(frame.firstChild...)
        tree.records[Int(frame.record)].end = end
        tree.records[Int(frame.record)].first = UInt32(first)
        tree.records[Int(frame.record)].count = UInt32(tree.children.count - first)
        if let anchor = frame.anchor {
            anchors[anchor] = Anchored(record: frame.record, nodeCount: frame.nodeCount, height: frame.height)
        }
        add(frame.record, end: end, nodeCount: frame.nodeCount, height: frame.height)
    }

    private mutating func handleAlias(_ event: yaml_event_t) {
        let name = String(cString: event.data.alias.anchor)
        let (start, end) = offsets(of: event)
        guard let anchored = anchors[name] else {
            return stop(with: YAMLProblem(
                .syntax, "the alias '*\(name)' names no anchor; define '&\(name)' on a node before this alias", at: range(of: event)))
        }
        aliasBudget -= anchored.nodeCount
        guard aliasBudget >= 0 else {
            return stop(with: YAMLProblem(
                .aliasLimit,
                "aliases expand to more than \(limits.maxAliasExpansion) nodes in this file; use fewer or smaller aliases",
                at: range(of: event)))
        }
        guard stack.count + anchored.height <= limits.maxDepth else {
            return stop(with: depthProblem(at: range(of: event)))
        }
        let alias = append(FlatTree.Record(start: start, end: end, first: anchored.record, count: 0, kind: .alias,
                                           style: .plain, tag: nil, isFlow: false))
        add(alias, end: end, nodeCount: anchored.nodeCount, height: anchored.height)
    }

    /// Appends a record and returns its index.
    private mutating func append(_ record: FlatTree.Record) -> UInt32 {
        tree.records.append(record)
        return UInt32(tree.records.count - 1)
    }

    private mutating func register(_ node: UInt32, anchor: UnsafeMutablePointer<yaml_char_t>?, nodeCount: Int, height: Int) {
        guard let anchor else { return }
        anchors[String(cString: anchor)] = Anchored(record: node, nodeCount: nodeCount, height: height)
    }

    /// Makes `node`, which ends at `end`, the next child of the open collection, or the root.
    private mutating func add(_ node: UInt32, end: UInt32, nodeCount: Int, height: Int) {
        guard !stack.isEmpty else {
            if documentCount <= 1 { root = node }
            return
        }
        pending.append(node)
        stack[stack.count - 1].adopt(end: end, nodeCount: nodeCount, height: height)
    }

    /// The byte offsets where an event starts and ends.
    private mutating func offsets(of event: yaml_event_t) -> (start: UInt32, end: UInt32) {
        let start = marks.offset(of: event.start_mark)
        return (start, marks.offset(of: event.end_mark))
    }

    /// Where an event stands, for a problem.
    private mutating func range(of event: yaml_event_t) -> SourceRange {
        let (start, end) = offsets(of: event)
        return tree.lines.range(from: start, to: end)
    }

    /// The tag of an event when it is a core-schema tag that `allows` the node; otherwise
    /// records `yaml.unsupported-tag` and returns nil.
    private mutating func checkedTag(
        _ pointer: UnsafeMutablePointer<yaml_char_t>?, of event: yaml_event_t, allows: (CoreTag) -> Bool
    ) -> CoreTag? {
        guard let pointer else { return nil }
        let written = String(cString: pointer)
        if let tag = CoreTag(rawValue: written), allows(tag) { return tag }
        let shorthand = written.hasPrefix("tag:yaml.org,2002:")
            ? "!!" + written.dropFirst("tag:yaml.org,2002:".count) : written
        let message = CoreTag(rawValue: written) == nil
            ? "the tag '\(shorthand)' is not supported; FormSpec reads plain YAML 1.2 values (remove the tag)"
            : "the tag '\(shorthand)' does not fit this node (remove the tag)"
        problems.append(YAMLProblem(.unsupportedTag, message, at: range(of: event)))
        return nil
    }

    private func depthProblem(at range: SourceRange) -> YAMLProblem {
        YAMLProblem(.depthLimit, "the document nests lists and mappings deeper than \(limits.maxDepth) levels", at: range)
    }
}

extension ScalarStyle {
    init(_ style: yaml_scalar_style_t) {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: self = .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: self = .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: self = .literal
        case YAML_FOLDED_SCALAR_STYLE: self = .folded
        default: self = .plain
        }
    }
}

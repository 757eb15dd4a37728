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
        /// How many slots `tree.children` held when the collection started: those after are its
        /// descendants'.
        var childrenBefore: Int
        /// The byte offset where the last child ends as written (an alias's own end, not its
        /// anchor's).
        var writtenEnd: UInt32
        /// Nodes in this subtree, alias copies included.
        var nodeCount = 1
        /// Bytes of scalar text in this subtree, alias copies included.
        var byteCount = 0
        /// Levels of collections in this subtree, this one included.
        var height = 1
        /// Whether this is the list of items handed over as they finish (see `finishedItem`).
        var isWatched = false

        /// Counts in a child of `size` (nodes and bytes of text) and `height` levels, written up
        /// to `end`.
        mutating func adopt(end: UInt32, size: Size, height: Int) {
            writtenEnd = max(writtenEnd, end)
            nodeCount += size.nodes
            byteCount += size.bytes
            self.height = max(self.height, height + 1)
        }
    }

    /// How much a subtree holds, alias copies included: what an alias to it copies.
    private struct Size {
        var nodes: Int
        /// Bytes of scalar text, keys included.
        var bytes: Int
    }

    /// A node an anchor names, with the size and height an alias to it copies.
    private struct Anchored {
        var record: UInt32
        var size: Size
        var height: Int
    }

    private let limits: YAMLLimits
    /// The key of the root mapping whose list's items are handed over as they finish.
    private let watchedKey: [UInt8]?
    /// An item of the watched list finished by the last event, to hand over (`handOver`): its
    /// record, and the size of `tree.children` before it.
    private var finishedItem: (record: UInt32, childrenBefore: Int)?
    /// Whether the last event finished a pair of the root mapping, to hand over (`handOver`).
    private var finishedRootPair = false
    /// The nodes anchors named since the last item was handed over: an item that holds one keeps
    /// it (an alias may name it later) when it is let go of.
    private var recentAnchors: [AnchoredSpan] = []
    /// The size of the file: a scalar's text at an offset below it is in the file, above it in
    /// `tree.text`.
    private let fileCount: UInt32
    private var stack: [Frame] = []
    /// The children of every open collection, innermost last; each finished collection's are
    /// moved to `tree.children`.
    private var pending: [UInt32] = []
    private var tree: FlatTree
    private var anchors: [String: Anchored] = [:]
    private var firstKeys = FirstKeys()
    private var aliasBudget: Int
    /// The bytes of text aliases may still copy.
    private var aliasByteBudget: Int
    private var documentCount = 0
    private var root: UInt32?
    private var problems: ProblemList
    private(set) var isFinished = false
    /// Whether a problem stopped the parse inside the document or after it, which leaves no root
    /// even when the document's last node was read: a file stops at its YAML syntax error. (A
    /// second document does not: the first was read whole, and is kept.)
    private var isBroken = false
    /// The offsets of `#`s to confirm as comments (see `YAMLParser.parse`), sorted, and the first
    /// one no event has passed yet.
    private let commentOffsets: [UInt32]
    private var nextComment = 0
    /// Whether no event so far spans one of `commentOffsets`.
    private var commentsBetweenNodes = true
    /// Whether the stream's end was read.
    private var isAtStreamEnd = false

    init(limits: YAMLLimits, lines: SourceLines, watchedKey: String?, commentOffsets: [UInt32] = []) {
        self.commentOffsets = commentOffsets
        self.limits = limits
        self.watchedKey = watchedKey.map { Array($0.utf8) }
        tree = FlatTree(lines: lines)
        aliasBudget = limits.maxAliasNodes(forFileOf: lines.bytes.count)
        aliasByteBudget = limits.maxAliasBytes(forFileOf: lines.bytes.count)
        problems = ProblemList(limit: limits.maxProblems)
        let byteCount = lines.bytes.count
        fileCount = UInt32(byteCount)
        // Generous guesses from the input size (a node per 8 bytes; most text is read in the file),
        // so that the arrays seldom grow; the pages never written are never touched.
        tree.records.reserveCapacity(byteCount / 8)
        tree.children.reserveCapacity(byteCount / 8)
        tree.text.reserveCapacity(byteCount / 16)
    }

    /// The root (kept only when its document was read to the end and no problem stopped the parse
    /// but the start of a second document) and the problems (at most about `limits.maxProblems`
    /// of them; the others counted).
    var result: ParseResult {
        let kept = problems.problems
        let confirmsComments = commentsBetweenNodes && isAtStreamEnd && kept.isEmpty
        guard stack.isEmpty, !isBroken, let root else {
            return ParseResult(
                root: nil, problems: kept, problemsLeftOut: problems.leftOut, confirmsComments: confirmsComments)
        }
        return ParseResult(
            root: Node(Document(tree), root), problems: kept, problemsLeftOut: problems.leftOut,
            confirmsComments: confirmsComments)
    }

    /// Records a problem that ends the parse and leaves no root.
    mutating func stop(with problem: YAMLProblem) {
        problems.append(problem)
        isFinished = true
        isBroken = true
    }

    /// Builds on with a batch of events, handing each item of the watched list to `handOver` and
    /// each pair of the root mapping to `rootPair` as soon as its last event is read; a failure in
    /// the batch ends the parse.
    mutating func handle(
        _ batch: borrowing EventBatch, handingOver handOver: (ParsedNode) -> Bool,
        rootPair: ((ParsedNode.Pair) -> Void)?
    ) {
        let textBase = UInt32(tree.text.count)
        tree.text += batch.text
        for event in batch.events {
            guard !isFinished else { return }
            if nextComment < commentOffsets.count { passComments(upTo: event) }
            handle(event, textBase: textBase)
            if let item = finishedItem {
                finishedItem = nil
                hand(item, over: handOver)
            } else if finishedRootPair {
                finishedRootPair = false
                if let rootPair, let value = pending.last {
                    let key = pending[pending.count - 2]
                    tree.withView { rootPair(ParsedNode.Pair(key: ParsedNode($0, key), value: ParsedNode($0, value))) }
                }
            }
        }
        if let failure = batch.failure, !isFinished { stop(with: failure) }
    }

    /// Hands a finished item over, read in place (the nodes `handOver` reaches are valid until it
    /// returns). When `handOver` took the item, its nodes are let go of: the item is the tree's
    /// last nodes, and nothing after it can reach into them but an alias to an anchor in it, so an
    /// anchored node in it is kept (an item with more than one, or anchored itself, or in a list
    /// that has an anchor, is kept whole). Its own record stays, with its place, marked `handedOver`.
    private mutating func hand(_ item: (record: UInt32, childrenBefore: Int), over handOver: (ParsedNode) -> Bool) {
        let taken = tree.withView { handOver(ParsedNode($0, item.record)) }
        let inItem = recentAnchors.filter { $0.record >= item.record }
        recentAnchors.removeAll(keepingCapacity: true)
        let kind = tree.records[Int(item.record)].kind
        guard taken, kind == .mapping || kind == .sequence, stack[1].anchor == nil, inItem.count <= 1,
            inItem.first.map({ $0.record > item.record }) ?? true
        else { return }
        if let moved = tree.letGo(ofItem: item.record, childrenBefore: item.childrenBefore, keeping: inItem.first),
            let kept = inItem.first
        {
            anchors[kept.name]?.record = moved
        }
    }

    /// Passes the comment offsets before `event`, which lie between nodes, and notes one that
    /// `event` spans: a `#` in a scalar, or one between an anchor or a tag and its node or among a
    /// document's directives, which only libyaml's tokens tell apart.
    private mutating func passComments(upTo event: ParseEvent) {
        while nextComment < commentOffsets.count, commentOffsets[nextComment] < event.start { nextComment += 1 }
        if nextComment < commentOffsets.count, commentOffsets[nextComment] < event.end { commentsBetweenNodes = false }
    }

    private mutating func handle(_ event: ParseEvent, textBase: UInt32) {
        switch event.kind {
        case .documentStart:
            documentCount += 1
            if documentCount > 1 {
                // The end of the parse, but not of the first document, which was read whole.
                problems.append(
                    YAMLProblem(
                        .multipleDocuments,
                        "a form spec holds one YAML document; this second document is not read (split it into its own file)",
                        at: range(of: event)))
                isFinished = true
            }
        case .scalar:
            handleScalar(event, textBase: textBase)
        case .sequenceStart, .mappingStart:
            startCollection(event, textBase: textBase)
        case .collectionEnd:
            endCollection(event)
        case .alias:
            handleAlias(event, textBase: textBase)
        case .streamEnd:
            isFinished = true
            isAtStreamEnd = true
        }
    }

    private mutating func handleScalar(_ event: ParseEvent, textBase: UInt32) {
        let tag = checkedTag(event, textBase: textBase) { $0 != .sequence && $0 != .mapping }
        var flags: FlatTree.Flags = event.tag != nil && tag == nil ? .refused : []
        let first = event.isValueInFile ? event.value.lowerBound : fileCount + textBase + event.value.lowerBound
        let count = UInt32(event.value.count)
        if let tag, tag != .merge, tag != .string, tag != .nonSpecific {
            let text = String(decoding: tree.bytes(Int(first)..<Int(first + count)), as: UTF8.self)
            if ResolvedScalar.resolve(text, as: tag) == nil {
                problems.append(
                    YAMLProblem(.tagMismatch, "'\(text)' is not a valid \(tag.shorthand) value", at: range(of: event)))
                flags.insert(.refused)
            }
        }
        if event.anchor != nil { flags.insert(.anchored) }
        let node = append(
            FlatTree.Record(
                start: event.start, end: event.end, first: first, count: count,
                kind: .scalar, style: event.style, tag: tag, flags: flags))
        if let anchor = event.anchor {
            let name = text(anchor, textBase: textBase)
            anchors[name] = Anchored(record: node, size: Size(nodes: 1, bytes: Int(count)), height: 0)
            if isInWatchedList {
                recentAnchors.append(
                    AnchoredSpan(
                        name: name, record: node, recordsEnd: Int(node) + 1,
                        children: tree.children.count..<tree.children.count))
            }
        }
        add(node, end: event.end, size: Size(nodes: 1, bytes: Int(count)), height: 0)
    }

    private mutating func startCollection(_ event: ParseEvent, textBase: UInt32) {
        guard stack.count < limits.maxDepth else {
            return stop(with: depthProblem(at: range(of: event)))
        }
        let isMapping = event.kind == .mappingStart
        let tag = checkedTag(event, textBase: textBase) {
            $0 == (isMapping ? .mapping : .sequence) || $0 == .nonSpecific
        }
        var flags: FlatTree.Flags = event.isFlow ? .flow : []
        if event.tag != nil, tag == nil { flags.insert(.refused) }
        if event.anchor != nil { flags.insert(.anchored) }
        let record = append(
            FlatTree.Record(
                start: event.start, end: event.end, first: 0, count: 0,
                kind: isMapping ? .mapping : .sequence, style: .plain, tag: nil, flags: flags))
        var frame = Frame(
            isMapping: isMapping, start: event.start, isFlow: event.isFlow,
            anchor: event.anchor.map { text($0, textBase: textBase) },
            record: record, firstChild: pending.count, childrenBefore: tree.children.count, writtenEnd: event.start)
        frame.isWatched = !isMapping && isWatchedKeyPending
        stack.append(frame)
    }

    /// Whether the node just read is in an item of the watched list (or is one).
    private var isInWatchedList: Bool { stack.count >= 2 && stack[1].isWatched }

    /// Whether the node about to start is the value of the watched key in the root mapping.
    private var isWatchedKeyPending: Bool {
        guard let watchedKey, stack.count == 1, stack[0].isMapping, (pending.count - stack[0].firstChild) % 2 == 1,
            let key = pending.last, let range = tree.stringRange(key)
        else { return false }
        return tree.bytes(range).elementsEqual(watchedKey)
    }

    private mutating func endCollection(_ event: ParseEvent) {
        guard let frame = stack.popLast() else { return }
        let end = frame.isFlow || pending.count == frame.firstChild ? event.end : frame.writtenEnd
        let first = tree.children.count
        if frame.isMapping {
            MappingAssembler.assemble(
                pending[frame.firstChild...], into: &tree, firstKeys: &firstKeys, problems: &problems)
        } else {
            tree.children += pending[frame.firstChild...]
        }
        pending.removeSubrange(frame.firstChild...)
        tree.records[Int(frame.record)].end = end
        tree.records[Int(frame.record)].first = UInt32(first)
        tree.records[Int(frame.record)].count = UInt32(tree.children.count - first)
        if let anchor = frame.anchor {
            anchors[anchor] = Anchored(
                record: frame.record, size: Size(nodes: frame.nodeCount, bytes: frame.byteCount), height: frame.height)
            if isInWatchedList {
                recentAnchors.append(
                    AnchoredSpan(
                        name: anchor, record: frame.record, recordsEnd: tree.records.count,
                        children: frame.childrenBefore..<tree.children.count))
            }
        }
        add(
            frame.record, end: end, size: Size(nodes: frame.nodeCount, bytes: frame.byteCount), height: frame.height,
            childrenBefore: frame.childrenBefore)
    }

    private mutating func handleAlias(_ event: ParseEvent, textBase: UInt32) {
        let name = text(event.value, textBase: textBase)
        guard let anchored = anchors[name] else {
            return stop(
                with: YAMLProblem(
                    .syntax, "the alias '*\(name)' names no anchor; define '&\(name)' on a node before this alias",
                    at: range(of: event)))
        }
        aliasBudget -= anchored.size.nodes
        aliasByteBudget -= anchored.size.bytes
        guard aliasBudget >= 0 else {
            let limit = limits.maxAliasNodes(forFileOf: Int(fileCount))
            return stop(
                with: YAMLProblem(
                    .aliasLimit,
                    "aliases expand to more than \(limit) nodes in this file (\(limits.maxAliasExpansion) and 1 for every \(limits.bytesPerAliasNode) bytes of the file); use fewer or smaller aliases",
                    at: range(of: event)))
        }
        guard aliasByteBudget >= 0 else {
            let limit = limits.maxAliasBytes(forFileOf: Int(fileCount))
            return stop(
                with: YAMLProblem(
                    .aliasLimit,
                    "aliases copy more than \(limit) bytes of text in this file (\(limits.aliasBytesAllowance) and \(limits.aliasBytesPerByte) per byte of the file); use fewer or shorter aliased values",
                    at: range(of: event)))
        }
        guard stack.count + anchored.height <= limits.maxDepth else {
            return stop(with: depthProblem(at: range(of: event)))
        }
        let alias = append(
            FlatTree.Record(
                start: event.start, end: event.end, first: anchored.record, count: 0, kind: .alias,
                style: .plain, tag: nil, flags: []))
        add(alias, end: event.end, size: anchored.size, height: anchored.height)
    }

    /// Appends a record and returns its index.
    private mutating func append(_ record: FlatTree.Record) -> UInt32 {
        tree.records.append(record)
        return UInt32(tree.records.count - 1)
    }

    /// Makes `node`, which ends at `end`, the next child of the open collection, or the root.
    /// `childrenBefore` is the size of `tree.children` before a collection started.
    private mutating func add(_ node: UInt32, end: UInt32, size: Size, height: Int, childrenBefore: Int? = nil) {
        guard !stack.isEmpty else {
            if documentCount <= 1 { root = node }
            return
        }
        pending.append(node)
        stack[stack.count - 1].adopt(end: end, size: size, height: height)
        if stack.count == 2, stack[1].isWatched { finishedItem = (node, childrenBefore ?? tree.children.count) }
        finishedRootPair = stack.count == 1 && stack[0].isMapping && (pending.count - stack[0].firstChild) % 2 == 0
    }

    /// Where an event stands, for a problem.
    private func range(of event: ParseEvent) -> SourceRange {
        tree.lines.range(from: event.start, to: event.end)
    }

    /// An anchor's or a tag's text, which `handle(_:)` put into the tree's text at `textBase`.
    private func text(_ range: Range<UInt32>, textBase: UInt32) -> String {
        String(decoding: tree.text[Int(textBase + range.lowerBound)..<Int(textBase + range.upperBound)], as: UTF8.self)
    }

    /// The tag of an event when it is a core-schema tag that `allows` the node; otherwise
    /// records `yaml.unsupported-tag` and returns nil (for an event that has a tag, the node is
    /// then refused).
    private mutating func checkedTag(_ event: ParseEvent, textBase: UInt32, allows: (CoreTag) -> Bool) -> CoreTag? {
        guard let tag = event.tag else { return nil }
        let written = text(tag, textBase: textBase)
        if let tag = CoreTag(rawValue: written), allows(tag) { return tag }
        let shorthand =
            written.hasPrefix("tag:yaml.org,2002:")
            ? "!!" + written.dropFirst("tag:yaml.org,2002:".count) : written
        let message =
            CoreTag(rawValue: written) == nil
            ? "the tag '\(shorthand)' is not supported; FormSpec reads plain YAML 1.2 values (remove the tag)"
            : "the tag '\(shorthand)' does not fit this node (remove the tag)"
        problems.append(YAMLProblem(.unsupportedTag, message, at: range(of: event)))
        return nil
    }

    private func depthProblem(at range: SourceRange) -> YAMLProblem {
        YAMLProblem(
            .depthLimit, "the document nests lists and mappings deeper than \(limits.maxDepth) levels", at: range)
    }
}

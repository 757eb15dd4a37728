/// What the parse stage produced: the document's root node and every problem found.
package struct ParseResult: Sendable {
    /// The root of the first document, when it was read to its end and nothing but a second
    /// document followed it. Nil for an empty file, and after every other problem that stopped
    /// the parse (a YAML syntax error, an invalid encoding, the alias or depth limit), even one
    /// found after the document's last node: a file stops at its syntax error, and nothing of
    /// it is read further.
    package var root: Node?
    /// The problems in the order found; when there are more than ``YAMLLimits/maxProblems``,
    /// the first ones by place.
    package var problems: [YAMLProblem]
    /// The problems found beyond ``YAMLLimits/maxProblems``, counted.
    package var problemsLeftOut = ProblemsLeftOut()
    /// Whether every offset the parse was asked to confirm (`confirming`) lies between the nodes
    /// of a file read to its end without a problem, outside every token libyaml read: then each
    /// `#` there starts a comment. False when one lies in a node or around one (between an anchor
    /// or a tag and its node, in a document's directives), or the parse did not reach the end.
    package var confirmsComments = true
}

/// The parse stage: UTF-8 bytes → a node tree with exact source ranges, read through libyaml's
/// event parser and resolved with the YAML 1.2 core schema.
package enum YAMLParser {
    /// From this size on, libyaml reads on a second thread while the calling thread builds the
    /// tree: the thread then pays for itself many times over.
    package static let secondThreadMinimumBytes = 256 * 1024

    /// Parses one file. Never traps: every problem, hostile input included, becomes a
    /// `YAMLProblem` with a location.
    package static func parse(_ bytes: [UInt8], limits: YAMLLimits = YAMLLimits()) -> ParseResult {
        parse(bytes, limits: limits, handingOverItemsOf: nil) { _ in false }
    }

    /// Parses one file, and calls `finished` with each item of the list under `key` in the root
    /// mapping (the caller names the key; the parse knows no key of a form) as soon as the item is
    /// read, while the rest of the file is still being parsed. The node is read in place and valid
    /// only during the call; only its place outlives it, and it is the place of the same item in
    /// the result's tree.
    ///
    /// `finished` returns whether it took the item for good: then the parse lets go of the item's
    /// nodes, so that a large file is not held twice, as a tree and as what the caller made of it.
    /// The result's tree keeps the item's own node, with its place, as an empty collection marked
    /// handed over (`Node.isHandedOver`); an item that holds an anchor, or whose list has one, is
    /// kept whole, as an alias may name it later.
    ///
    /// `rootPair`, when given, is called with each pair of the root mapping as soon as it is read
    /// (a merge key's among them, not yet merged), in place as the items are.
    ///
    /// `onSecondThread` says where libyaml reads: by default, on a second thread from
    /// `secondThreadMinimumBytes` on. `copyingText` copies every scalar's text into the document,
    /// where by default a value that is the bytes written is read in the file. The result is the
    /// same either way (the tests compare them).
    ///
    /// `confirming` takes the sorted offsets of `#`s that start comments unless they lie in a token
    /// (``MarkedComments/candidates(_:in:)``): the result says whether all of them start comments
    /// (``ParseResult/confirmsComments``), so that a caller need not scan the file again.
    package static func parse(
        _ bytes: [UInt8], limits: YAMLLimits, onSecondThread: Bool? = nil, copyingText: Bool = false,
        confirming commentOffsets: [Int] = [], handingOverItemsOf key: String?,
        rootPair: ((ParsedNode.Pair) -> Void)? = nil, finished: (ParsedNode) -> Bool
    ) -> ParseResult {
        parse(
            SourceText(bytes), limits: limits, onSecondThread: onSecondThread, copyingText: copyingText,
            confirming: commentOffsets, handingOverItemsOf: key, rootPair: rootPair, finished: finished)
    }

    /// Parses one file checked already (``SourceText``), as ``parse(_:limits:onSecondThread:copyingText:confirming:handingOverItemsOf:rootPair:finished:)``
    /// parses its bytes.
    package static func parse(
        _ text: SourceText, limits: YAMLLimits, onSecondThread: Bool? = nil, copyingText: Bool = false,
        confirming commentOffsets: [Int] = [], handingOverItemsOf key: String?,
        rootPair: ((ParsedNode.Pair) -> Void)? = nil, finished: (ParsedNode) -> Bool
    ) -> ParseResult {
        let lines = text.lines
        let bytes = lines.bytes
        if let finding = text.encodingProblem {
            let start = lines.location(ofByteOffset: finding.offset)
            let end = SourceLocation(line: start.line, column: start.column + 1, offset: start.offset + 1)
            let problem = YAMLProblem(.invalidEncoding, finding.message, at: SourceRange(start: start, end: end))
            return ParseResult(root: nil, problems: [problem], confirmsComments: false)
        }
        guard !bytes.isEmpty else { return ParseResult(root: nil, problems: []) }
        return bytes.withUnsafeBufferPointer { buffer in
            guard
                let reader = EventReader(
                    buffer, multiByteStarts: text.multiByteStarts, lines: lines, copyingText: copyingText)
            else {
                return ParseResult(
                    root: nil,
                    problems: [YAMLProblem(.syntax, "libyaml could not start (out of memory)", at: .fileStart)],
                    confirmsComments: false)
            }
            var builder = TreeBuilder(
                limits: limits, lines: lines, watchedKey: key, commentOffsets: commentOffsets.map(UInt32.init))
            EventStream.read(reader, onSecondThread: onSecondThread ?? (bytes.count >= secondThreadMinimumBytes)) {
                batch in
                builder.handle(batch, handingOver: finished, rootPair: rootPair)
                return !builder.isFinished
            }
            return builder.result
        }
    }
}

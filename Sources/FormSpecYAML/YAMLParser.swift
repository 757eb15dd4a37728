import CLibYAML

/// What the parse stage produced: the document's root node and every problem found.
public struct ParseResult: Sendable {
    /// The root of the first document, when it was read to its end; nil for an empty file or
    /// after a problem that stopped the parse.
    public var root: Node?
    /// The problems in the order found.
    public var problems: [YAMLProblem]
}

/// The parse stage: UTF-8 bytes → a node tree with exact source ranges, read through libyaml's
/// event parser and resolved with the YAML 1.2 core schema.
public enum YAMLParser {
    /// Parses one file. Never traps: every problem, hostile input included, becomes a
    /// `YAMLProblem` with a location.
    public static func parse(_ bytes: [UInt8], limits: YAMLLimits = YAMLLimits()) -> ParseResult {
        var lineStarts: [UInt32] = [0]
        var multiByteStarts: [UInt32] = []
        if let finding = UTF8Validation.firstProblem(in: bytes, lineStarts: &lineStarts, multiByteStarts: &multiByteStarts) {
            let start = SourceLines(bytes).location(ofByteOffset: finding.offset)
            let end = SourceLocation(line: start.line, column: start.column + 1, offset: start.offset + 1)
            let problem = YAMLProblem(.invalidEncoding, finding.message, at: SourceRange(start: start, end: end))
            return ParseResult(root: nil, problems: [problem])
        }
        guard !bytes.isEmpty else { return ParseResult(root: nil, problems: []) }
        let lines = SourceLines(bytes, lineStarts: lineStarts)
        return bytes.withUnsafeBufferPointer { buffer in
            let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
            defer { parser.deallocate() }
            guard yaml_parser_initialize(parser) == 1 else {
                return ParseResult(root: nil, problems: [YAMLProblem(.syntax, "libyaml could not start (out of memory)", at: .fileStart)])
            }
            defer { yaml_parser_delete(parser) }
            // The encoding is left to libyaml's detection so that a leading BOM is skipped
            // before marks are counted; the bytes were checked to be UTF-8 above.
            yaml_parser_set_input_string(parser, buffer.baseAddress, buffer.count)
            var builder = TreeBuilder(limits: limits, marks: MarkConverter(buffer, multiByteStarts: multiByteStarts), lines: lines)
            var event = yaml_event_t()
            while !builder.isFinished {
                guard yaml_parser_parse(parser, &event) == 1 else {
                    builder.stop(with: LibYAMLError.problem(of: parser.pointee, in: lines, marks: &builder.marks))
                    break
                }
                builder.handle(event)
                yaml_event_delete(&event)
            }
            return builder.result
        }
    }
}

/// Turns libyaml's marks (whose index counts characters) into byte offsets: a mark's offset is its
/// index plus the bytes beyond the first of every multi-byte character before it, and the three
/// of a leading byte order mark (which libyaml does not count as a character). Marks arrive almost
/// in order, so a cursor over the multi-byte characters moves little each time.
///
/// Only the offset of a mark is used, never its line and column: those are the offset's in
/// `SourceLines`. (At the end of a file whose last line has no line break, libyaml moves its
/// line and column to a line after it, which the file does not have.)
struct MarkConverter {
    /// The file's bytes, valid while the parse runs.
    private let bytes: UnsafeBufferPointer<UInt8>
    /// The offsets of the characters of more than one byte, as `UTF8Validation` finds them.
    private let multiByteStarts: [UInt32]
    /// The first of `multiByteStarts` that libyaml counts as a character (not a byte order mark).
    private let firstCounted: Int
    /// How many of `multiByteStarts` lie before the last mark's character, the bytes they and a
    /// byte order mark add beyond one per character, and the character index of the last of them
    /// (-1 when there is none).
    private var passed: Int
    private var extraBytes: Int
    private var lastPassedIndex = -1

    init(_ bytes: UnsafeBufferPointer<UInt8>, multiByteStarts: [UInt32]) {
        self.bytes = bytes
        self.multiByteStarts = multiByteStarts
        let hasByteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
        firstCounted = hasByteOrderMark ? 1 : 0
        passed = firstCounted
        extraBytes = hasByteOrderMark ? 3 : 0
    }

    /// The byte offset of `mark`.
    mutating func offset(of mark: yaml_mark_t) -> UInt32 {
        let target = Int(mark.index)
        while passed < multiByteStarts.count, case let index = Int(multiByteStarts[passed]) - extraBytes, index < target {
            lastPassedIndex = index
            extraBytes += extraBytes(of: passed)
            passed += 1
        }
        while passed > firstCounted, lastPassedIndex >= target {
            passed -= 1
            extraBytes -= extraBytes(of: passed)
            lastPassedIndex = passed > firstCounted ? Int(multiByteStarts[passed - 1]) - extraBytes + extraBytes(of: passed - 1) : -1
        }
        return UInt32(min(target + extraBytes, bytes.count))
    }

    /// The bytes beyond the first of the multi-byte character `multiByteStarts[index]`.
    private func extraBytes(of index: Int) -> Int {
        UTF8Validation.sequenceLength(leadByte: bytes[Int(multiByteStarts[index])]) - 1
    }
}

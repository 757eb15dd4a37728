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
        if let finding = UTF8Validation.firstProblem(in: bytes) {
            let start = SourceLines(bytes).location(ofByteOffset: finding.offset)
            let end = SourceLocation(line: start.line, column: start.column + 1, offset: start.offset + 1)
            let problem = YAMLProblem(.invalidEncoding, finding.message, at: SourceRange(start: start, end: end))
            return ParseResult(root: nil, problems: [problem])
        }
        guard !bytes.isEmpty else { return ParseResult(root: nil, problems: []) }
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
            var builder = TreeBuilder(limits: limits, marks: MarkConverter(bytes), byteCount: bytes.count)
            var event = yaml_event_t()
            while !builder.isFinished {
                guard yaml_parser_parse(parser, &event) == 1 else {
                    builder.stop(with: LibYAMLError.problem(of: parser.pointee, in: bytes, marks: &builder.marks))
                    break
                }
                builder.handle(event)
                yaml_event_delete(&event)
            }
            return builder.result
        }
    }
}

/// Turns libyaml's marks (0-based line, column and character index) into source locations with
/// byte offsets. Marks arrive almost in order, so a cursor walks the bytes a little each time.
struct MarkConverter {
    private let bytes: [UInt8]
    private let firstOffset: Int
    private var characterIndex = 0
    private var byteOffset: Int

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        firstOffset = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        byteOffset = firstOffset
    }

    mutating func location(of mark: yaml_mark_t) -> SourceLocation {
        let target = Int(mark.index)
        while characterIndex < target, byteOffset < bytes.count {
            byteOffset += max(1, UTF8Validation.sequenceLength(leadByte: bytes[byteOffset]))
            characterIndex += 1
        }
        while characterIndex > target, byteOffset > firstOffset {
            byteOffset -= 1
            while byteOffset > firstOffset, bytes[byteOffset] & 0xC0 == 0x80 { byteOffset -= 1 }
            characterIndex -= 1
        }
        return SourceLocation(line: Int(mark.line) + 1, column: Int(mark.column) + 1, offset: byteOffset)
    }

    mutating func range(from start: yaml_mark_t, to end: yaml_mark_t) -> SourceRange {
        let startLocation = location(of: start)
        return SourceRange(start: startLocation, end: location(of: end))
    }
}

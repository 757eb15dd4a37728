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
    /// ``unterminatedLastLineColumns()``, once found.
    private var lastLineColumns: Int??

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
        if mark.column == 0, mark.line > 0, byteOffset == bytes.count, let columns = unterminatedLastLineColumns() {
            // At the end of a file whose last line has no line break, libyaml moves its mark to the start of a line
            // after it ("force new line"), which the file does not have: what ends there (the stream, the last
            // collections, a problem) ends at the end of the last line instead.
            return SourceLocation(line: Int(mark.line), column: columns + 1, offset: byteOffset)
        }
        return SourceLocation(line: Int(mark.line) + 1, column: Int(mark.column) + 1, offset: byteOffset)
    }

    /// The characters of the last line when it has no line break; nil when the file ends with one.
    private mutating func unterminatedLastLineColumns() -> Int? {
        if let known = lastLineColumns { return known }
        var lineStart = bytes.count
        while lineStart > firstOffset, !Self.endsLineBreak(bytes, at: lineStart - 1) { lineStart -= 1 }
        let columns = lineStart < bytes.count ? bytes[lineStart...].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) } : nil
        lastLineColumns = .some(columns)
        return columns
    }

    /// Whether the byte at `index` is the last of a line break (`\n`, `\r`, U+0085, U+2028, U+2029).
    private static func endsLineBreak(_ bytes: [UInt8], at index: Int) -> Bool {
        switch bytes[index] {
        case 0x0A, 0x0D: return true
        case 0x85: return index >= 1 && bytes[index - 1] == 0xC2
        case 0xA8, 0xA9: return index >= 2 && bytes[index - 1] == 0x80 && bytes[index - 2] == 0xE2
        default: return false
        }
    }

    mutating func range(from start: yaml_mark_t, to end: yaml_mark_t) -> SourceRange {
        let startLocation = location(of: start)
        return SourceRange(start: startLocation, end: location(of: end))
    }
}

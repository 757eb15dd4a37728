import FormSpecYAML

/// An open document's text as UTF-8 bytes, with the starts of its lines as LSP counts lines
/// (`\n`, `\r\n` and `\r` end one), converting between byte offsets — which FormSpec's source
/// locations carry — and positions in any ``PositionEncoding``.
struct TextBuffer: Sendable {
    private(set) var bytes: [UInt8]
    private var lineStarts: [Int] = [0]

    init(_ text: String) {
        bytes = Array(text.utf8)
        findLines()
    }

    /// The number of lines (a final line break opens an empty last line).
    var lineCount: Int { lineStarts.count }

    /// Replaces `range` (clamped to the text) by `text`.
    mutating func replace(_ range: Range, with text: String, encoding: PositionEncoding) {
        let start = offset(of: range.start, encoding: encoding)
        let end = max(start, offset(of: range.end, encoding: encoding))
        bytes.replaceSubrange(start..<end, with: text.utf8)
        findLines()
    }

    /// The byte offset of `position`: a character past the end of its line is the line's end (before
    /// its break), a line past the last is the end of the text, and a position inside a character
    /// (half a UTF-16 surrogate pair) is that character's start.
    func offset(of position: Position, encoding: PositionEncoding) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return bytes.count }
        var offset = lineStarts[position.line]
        let end = lineContentEnd(position.line)
        var units = 0
        while offset < end {
            let (scalar, length) = scalar(at: offset)
            units += encoding.width(of: scalar)
            if units > position.character { break }
            offset += length
        }
        return offset
    }

    /// The position of byte `offset` (clamped to the text).
    func position(ofOffset offset: Int, encoding: PositionEncoding) -> Position {
        let offset = min(max(0, offset), bytes.count)
        let line = self.line(containing: offset)
        var index = lineStarts[line]
        var character = 0
        while index < offset {
            let (scalar, length) = scalar(at: index)
            character += encoding.width(of: scalar)
            index += length
        }
        return Position(line: line, character: character)
    }

    /// The LSP range of a FormSpec source range.
    func range(of range: SourceRange, encoding: PositionEncoding) -> Range {
        Range(start: position(ofOffset: range.start.offset, encoding: encoding),
              end: position(ofOffset: max(range.start.offset, range.end.offset), encoding: encoding))
    }

    /// The 0-based line holding byte `offset`.
    func line(containing offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The bytes of 0-based `line` without its break.
    func text(ofLine line: Int) -> ArraySlice<UInt8> {
        guard line >= 0, line < lineStarts.count else { return [] }
        return bytes[lineStarts[line]..<lineContentEnd(line)]
    }

    /// Whether a line starts with `prefix`.
    func hasLine(startingWith prefix: [UInt8]) -> Bool {
        lineStarts.contains { bytes[$0...].starts(with: prefix) }
    }

    /// The byte offset at which 0-based `line` starts.
    func start(ofLine line: Int) -> Int {
        lineStarts[min(max(0, line), lineStarts.count - 1)]
    }

    private func lineContentEnd(_ line: Int) -> Int {
        guard line + 1 < lineStarts.count else { return bytes.count }
        var end = lineStarts[line + 1]
        if end > lineStarts[line], bytes[end - 1] == 10 { end -= 1 }
        if end > lineStarts[line], bytes[end - 1] == 13 { end -= 1 }
        return end
    }

    /// The scalar whose UTF-8 starts at `offset`, and its length (the text came from a JSON string,
    /// so it is valid UTF-8).
    private func scalar(at offset: Int) -> (Unicode.Scalar, Int) {
        let lead = bytes[offset]
        let length = min(lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4, bytes.count - offset)
        var iterator = bytes[offset..<(offset + length)].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return (scalar, length) }
        return ("\u{FFFD}", 1)
    }

    private mutating func findLines() {
        lineStarts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == 13, index < bytes.count, bytes[index] == 10 { index += 1 }
            if byte == 10 || byte == 13 { lineStarts.append(index) }
        }
    }
}

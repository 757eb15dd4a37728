import FormSpecYAML

/// An open document's text as UTF-8 bytes, with the starts of its lines as LSP counts lines
/// (`\n`, `\r\n` and `\r` end one), converting between byte offsets — which FormSpec's source
/// locations carry — and positions in any ``PositionEncoding``.
///
/// A conversion costs the same on a line of a megabyte (a flow list of thousands of ids) as on a
/// short one: it counts from the nearest ``Mark``, not from the start of the line.
struct TextBuffer: Sendable {
    /// A character start on a long line, with the units of each encoding before it on that line.
    private struct Mark: Sendable {
        var offset: Int
        var utf16: Int
        var utf32: Int

        func units(_ encoding: PositionEncoding, lineStart: Int) -> Int {
            switch encoding {
            case .utf8: offset - lineStart
            case .utf16: utf16
            case .utf32: utf32
            }
        }
    }

    /// The length from which a line has marks: shorter ones are counted from their start.
    static let longLine = 1024
    /// The bytes between two marks, about.
    static let markStride = 64

    /// The text, always valid UTF-8: it comes from JSON strings, and edits replace whole characters.
    private(set) var bytes: [UInt8]
    private var lineStarts: [Int] = [0]
    /// Along each line of more than ``longLine`` bytes, a mark about every ``markStride`` bytes, in order.
    private var marks: [Mark] = []

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
        let lineStart = lineStarts[position.line]
        var offset = lineStart
        var units = 0
        if let mark = lastMark(
            ofLine: position.line, where: { $0.units(encoding, lineStart: lineStart) <= position.character })
        {
            (offset, units) = (mark.offset, mark.units(encoding, lineStart: lineStart))
        }
        let end = lineContentEnd(position.line)
        while offset < end {
            let length = characterLength(at: offset)
            units += encoding.width(ofUTF8Length: length)
            if units > position.character { break }
            offset += length
        }
        return offset
    }

    /// The position of byte `offset` (clamped to the text).
    func position(ofOffset offset: Int, encoding: PositionEncoding) -> Position {
        let offset = min(max(0, offset), bytes.count)
        let line = self.line(containing: offset)
        let lineStart = lineStarts[line]
        var index = lineStart
        var character = 0
        if let mark = lastMark(ofLine: line, where: { $0.offset <= offset }) {
            (index, character) = (mark.offset, mark.units(encoding, lineStart: lineStart))
        }
        while index < offset {
            let length = characterLength(at: index)
            character += encoding.width(ofUTF8Length: length)
            index += length
        }
        return Position(line: line, character: character)
    }

    /// The LSP range of a FormSpec source range.
    func range(of range: SourceRange, encoding: PositionEncoding) -> Range {
        Range(
            start: position(ofOffset: range.start.offset, encoding: encoding),
            end: position(ofOffset: max(range.start.offset, range.end.offset), encoding: encoding))
    }

    /// The 0-based line holding byte `offset`.
    func line(containing offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
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

    /// The length of the UTF-8 sequence of the character that starts at `offset`.
    private func characterLength(at offset: Int) -> Int {
        let lead = bytes[offset]
        return min(lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4, bytes.count - offset)
    }

    /// The last mark of 0-based `line` that `isBefore` accepts; it accepts the marks of a first
    /// part of the line.
    private func lastMark(ofLine line: Int, where isBefore: (Mark) -> Bool) -> Mark? {
        let lineStart = lineStarts[line]
        let lineEnd = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        guard lineEnd - lineStart > Self.longLine else { return nil }
        let first = firstMark(from: 0) { $0.offset > lineStart }
        let end = firstMark(from: first) { $0.offset >= lineEnd || !isBefore($0) }
        return end > first ? marks[end - 1] : nil
    }

    /// The index of the first mark from index `low` on that `isAfter` accepts; it accepts the
    /// marks from some index on.
    private func firstMark(from low: Int, where isAfter: (Mark) -> Bool) -> Int {
        var low = low
        var high = marks.count
        while low < high {
            let middle = (low + high) / 2
            if isAfter(marks[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
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
        marks = []
        for line in lineStarts.indices where lineContentEnd(line) - lineStarts[line] > Self.longLine {
            var mark = Mark(offset: lineStarts[line], utf16: 0, utf32: 0)
            var next = mark.offset + Self.markStride
            let end = lineContentEnd(line)
            while mark.offset < end {
                if mark.offset >= next {
                    marks.append(mark)
                    next = mark.offset + Self.markStride
                }
                let length = characterLength(at: mark.offset)
                mark.utf16 += PositionEncoding.utf16.width(ofUTF8Length: length)
                mark.utf32 += 1
                mark.offset += length
            }
        }
    }
}

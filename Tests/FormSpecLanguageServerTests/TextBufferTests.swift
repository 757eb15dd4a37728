import FormSpecYAML
@testable import FormSpecLanguageServer
import Testing

/// Positions in each encoding, and edits, on text with characters of every UTF-8 and UTF-16 length.
@Suite struct TextBufferTests {
    /// `a` (1 byte), `é` as e + U+0301 (1 + 2 bytes, two scalars), `日` (3 bytes), `👍` (4 bytes, a
    /// surrogate pair), then `z`.
    let text = TextBuffer("first\r\na" + "e\u{301}" + "日👍z\rlast\n")

    @Test func linesEndAtLFCRLFAndCR() {
        #expect(text.lineCount == 4)
        #expect(String(decoding: text.text(ofLine: 1), as: UTF8.self) == "ae\u{301}日👍z")
        #expect(String(decoding: text.text(ofLine: 2), as: UTF8.self) == "last")
        #expect(text.text(ofLine: 3).isEmpty)
    }

    @Test(arguments: [
        (PositionEncoding.utf8, [0, 1, 2, 4, 7, 11, 12]),
        (.utf16, [0, 1, 2, 3, 4, 6, 7]),
        (.utf32, [0, 1, 2, 3, 4, 5, 6]),
    ])
    func positionsOfEachCharacterStart(encoding: PositionEncoding, characters: [Int]) {
        let lineStart = 7
        let byteOffsets = [0, 1, 2, 4, 7, 11, 12].map { lineStart + $0 }
        for (offset, character) in zip(byteOffsets, characters) {
            let position = Position(line: 1, character: character)
            #expect(text.position(ofOffset: offset, encoding: encoding) == position)
            #expect(text.offset(of: position, encoding: encoding) == offset)
        }
    }

    @Test func positionsOutsideTheTextAreClamped() {
        // Past the end of a line: its end, before the break; past the last line: the end of the text.
        #expect(text.offset(of: Position(line: 0, character: 99), encoding: .utf16) == 5)
        #expect(text.offset(of: Position(line: 9, character: 0), encoding: .utf16) == text.bytes.count)
        #expect(text.offset(of: Position(line: -1, character: 3), encoding: .utf16) == 0)
        // Inside a surrogate pair: the start of its character.
        #expect(text.offset(of: Position(line: 1, character: 5), encoding: .utf16) == 7 + 7)
    }

    @Test func replacingARangeKeepsTheLinesRight() {
        var buffer = text
        buffer.replace(Range(start: Position(line: 1, character: 4), end: Position(line: 2, character: 2)), with: "\n", encoding: .utf16)
        #expect(String(decoding: buffer.bytes, as: UTF8.self) == "first\r\nae\u{301}日\nst\n")
        #expect(buffer.lineCount == 4)
        #expect(buffer.position(ofOffset: buffer.bytes.count - 1, encoding: .utf16) == Position(line: 2, character: 2))
    }

    @Test func sourceRangesBecomeLSPRanges() {
        let range = SourceRange(start: SourceLocation(line: 2, column: 5, offset: 7 + 7), end: SourceLocation(line: 2, column: 7, offset: 7 + 12))
        #expect(text.range(of: range, encoding: .utf16) == Range(start: Position(line: 1, character: 4), end: Position(line: 1, character: 7)))
    }
}

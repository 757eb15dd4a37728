import FormSpecTestSupport
import FormSpecYAML
import Testing

@testable import FormSpecLanguageServer

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
        buffer.replace(
            Range(start: Position(line: 1, character: 4), end: Position(line: 2, character: 2)), with: "\n",
            encoding: .utf16)
        #expect(String(decoding: buffer.bytes, as: UTF8.self) == "first\r\nae\u{301}日\nst\n")
        #expect(buffer.lineCount == 4)
        #expect(buffer.position(ofOffset: buffer.bytes.count - 1, encoding: .utf16) == Position(line: 2, character: 2))
    }

    @Test func sourceRangesBecomeLSPRanges() {
        let range = SourceRange(
            start: SourceLocation(line: 2, column: 5, offset: 7 + 7),
            end: SourceLocation(line: 2, column: 7, offset: 7 + 12))
        #expect(
            text.range(of: range, encoding: .utf16)
                == Range(start: Position(line: 1, character: 4), end: Position(line: 1, character: 7)))
    }

    /// Lines of thousands of characters (a flow list of thousands of ids), one after another, and
    /// one edited: every character's position is the count of its line's units before it, in each
    /// encoding, both ways, and a position inside a surrogate pair or past the end is clamped.
    @Test func positionsOnLongLinesAreCountedFromTheirStart() {
        var random = SeededGenerator(seed: 10)
        let pieces = ["a", ", ", "é", "e\u{301}", "日", "👍", "id"]
        let lines = (0..<3).map { _ in (0..<3_000).map { _ in pieces.randomElement(using: &random)! }.joined() }
        var buffer = TextBuffer(lines.joined(separator: "\n"))
        var expectedLines = lines
        for round in 0..<2 {
            if round == 1 {
                // An edit in the middle of the second line, that adds a surrogate pair.
                let line = Array(expectedLines[1].unicodeScalars)
                let units = String(String.UnicodeScalarView(line[..<1_000])).utf16.count
                buffer.replace(
                    Range(start: Position(line: 1, character: units), end: Position(line: 1, character: units)),
                    with: "👍x", encoding: .utf16)
                expectedLines[1] =
                    String(String.UnicodeScalarView(line[..<1_000])) + "👍x"
                    + String(String.UnicodeScalarView(line[1_000...]))
            }
            var lineStart = 0
            for (number, line) in expectedLines.enumerated() {
                var (utf8, utf16, utf32) = (0, 0, 0)  // the units before `scalar`
                for scalar in line.unicodeScalars {
                    let offset = lineStart + utf8
                    for encoding in PositionEncoding.allCases {
                        let units =
                            switch encoding {
                            case .utf8: utf8
                            case .utf16: utf16
                            case .utf32: utf32
                            }
                        let position = Position(line: number, character: units)
                        #expect(buffer.position(ofOffset: offset, encoding: encoding) == position)
                        #expect(buffer.offset(of: position, encoding: encoding) == offset)
                        if encoding == .utf16, scalar.value > 0xFFFF {
                            #expect(
                                buffer.offset(of: Position(line: number, character: units + 1), encoding: encoding)
                                    == offset)
                        }
                    }
                    (utf8, utf16, utf32) = (utf8 + UTF8.width(scalar), utf16 + UTF16.width(scalar), utf32 + 1)
                }
                #expect(
                    buffer.offset(of: Position(line: number, character: utf16 + 5), encoding: .utf16) == lineStart
                        + utf8)
                lineStart += utf8 + 1
            }
        }
    }
}

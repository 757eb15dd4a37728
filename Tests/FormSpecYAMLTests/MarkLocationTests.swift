import CLibYAML
import FormSpecTestSupport
import Testing

@testable import FormSpecYAML

/// The parse stage keeps only byte offsets and finds lines and columns from the line starts that
/// the UTF-8 check records. On random text, those agree with `SourceLines` and with the lines and
/// columns of libyaml's own marks.
@Suite struct MarkLocationTests {
    static let pieces = [
        "-", "? ", ": ", ",", "[", "]", "{", "}", " #", "&a ", "*a", "!!str ", "|", ">", "'", "\"", "\\", " ", "  ",
        "\n", "\r\n", "\r", "\u{85}", "\u{2028}", "\u{2029}", "\t", "a", "bc", "é", "予約", "😀", "0", "---\n",
    ]

    /// Random text of `pieces`, valid UTF-8, sometimes after a byte order mark.
    static func randomText(_ random: inout SeededGenerator, round: Int) -> [UInt8] {
        let text = (0..<Int.random(in: 0...60, using: &random)).map { _ in pieces.randomElement(using: &random)! }
            .joined()
        return Array(((round % 7 == 0 ? "\u{FEFF}" : "") + text).utf8)
    }

    /// `SourceLines(_:)` takes the starts the UTF-8 check finds; byte by byte they are the same.
    @Test func lineStartsFoundWhileCheckingAreThoseOfSourceLines() {
        var random = SeededGenerator(seed: 11)
        for round in 0..<2_000 {
            let bytes = Self.randomText(&random, round: round)
            var lineStarts: [UInt32] = [0]
            var multiByteStarts: [UInt32] = []
            #expect(
                UTF8Validation.firstProblem(in: bytes, lineStarts: &lineStarts, multiByteStarts: &multiByteStarts)
                    == nil)
            let found = SourceLines(bytes, lineStarts: lineStarts)
            let scanned = SourceLines(scanning: bytes)
            let plain = SourceLines(bytes)
            #expect(found.count == scanned.count && plain.count == scanned.count, "round \(round)")
            for offset in 0...bytes.count
            where found.location(ofByteOffset: offset) != scanned.location(ofByteOffset: offset)
                || plain.location(ofByteOffset: offset) != scanned.location(ofByteOffset: offset)
            {
                Issue.record(
                    "round \(round): offset \(offset) is \(found.location(ofByteOffset: offset)), not \(scanned.location(ofByteOffset: offset))"
                )
            }
        }
    }

    /// A location counted on from another on its line (a comment's words from its `#`) is the
    /// one found from the start of the file.
    @Test func locationsCountedFromAnotherOnTheLineAreTheSame() {
        var random = SeededGenerator(seed: 13)
        for round in 0..<300 {
            let bytes = Self.randomText(&random, round: round)
            let lines = SourceLines(bytes)
            for line in 1...lines.count {
                let text = lines.text(ofLine: line)
                // Each character start of the line (after a byte order mark, which is no column).
                let first = line == 1 && text.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : text.startIndex
                for start in first..<max(first, text.endIndex) where bytes[start] < 0x80 || bytes[start] >= 0xC0 {
                    let known = lines.location(ofByteOffset: start)
                    for offset in start...text.endIndex
                    where lines.location(ofByteOffset: offset, countedFrom: known)
                        != lines.location(ofByteOffset: offset)
                    {
                        Issue.record("round \(round): offset \(offset) counted from \(known) is wrong")
                    }
                }
            }
        }
    }

    @Test func locationsOfOffsetsAreTheLinesAndColumnsOfLibYAMLsMarks() {
        var random = SeededGenerator(seed: 12)
        for round in 0..<3_000 {
            let bytes = Self.randomText(&random, round: round)
            var lineStarts: [UInt32] = [0]
            var multiByteStarts: [UInt32] = []
            _ = UTF8Validation.firstProblem(in: bytes, lineStarts: &lineStarts, multiByteStarts: &multiByteStarts)
            let lines = SourceLines(bytes, lineStarts: lineStarts)
            for mark in Self.eventMarks(of: bytes, multiByteStarts: multiByteStarts) {
                let location = lines.location(ofByteOffset: Int(mark.offset))
                let expected = (line: Int(mark.mark.line) + 1, column: Int(mark.mark.column) + 1)
                if (location.line, location.column) != expected {
                    // libyaml's forced line after an unterminated last line: the end of that line.
                    let isForcedLine =
                        mark.mark.column == 0 && Int(mark.offset) == bytes.count && location.line == expected.line - 1
                        && lines.text(ofLine: location.line).endIndex == bytes.count
                    #expect(
                        isForcedLine,
                        "round \(round): \(String(decoding: bytes, as: UTF8.self).debugDescription) offset \(mark.offset) is \(location), libyaml says \(expected)"
                    )
                }
            }
        }
    }

    /// The start and end marks of every event libyaml reads from `bytes` before it stops, each
    /// with its byte offset as `MarkConverter` finds it.
    static func eventMarks(of bytes: [UInt8], multiByteStarts: [UInt32]) -> [(mark: yaml_mark_t, offset: UInt32)] {
        bytes.withUnsafeBufferPointer { buffer in
            var marks: [(yaml_mark_t, UInt32)] = []
            var converter = MarkConverter(buffer, multiByteStarts: multiByteStarts)
            let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
            defer { parser.deallocate() }
            guard yaml_parser_initialize(parser) == 1 else { return [] }
            defer { yaml_parser_delete(parser) }
            yaml_parser_set_input_string(parser, buffer.baseAddress, buffer.count)
            var event = yaml_event_t()
            while yaml_parser_parse(parser, &event) == 1 {
                let done = event.type == YAML_STREAM_END_EVENT
                for mark in [event.start_mark, event.end_mark] { marks.append((mark, converter.offset(of: mark))) }
                yaml_event_delete(&event)
                if done { break }
            }
            return marks
        }
    }
}

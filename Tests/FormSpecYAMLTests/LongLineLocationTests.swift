import FormSpecTestSupport
import Testing

@testable import FormSpecYAML

/// A location on a line of many kilobytes (a flow list of thousands of ids) is counted from a
/// mark near it, not from the start of its line: the columns must be those of a count from the
/// start, whatever the characters, malformed bytes and byte order mark on the way.
@Suite struct LongLineLocationTests {
    static let pieces: [[UInt8]] =
        ["a", "bc", ", ", "é", "予約", "😀", "\t", "\"q\"", "{id: x}"].map { Array($0.utf8) }
        + [[0xFF], [0xE2, 0x82], [0xC3]]  // a byte that leads nothing, a truncated sequence, a lead at a line's end

    /// The column of every offset, counted one character at a time from the start of its line
    /// (lines end at `\n` here) after the byte order mark.
    static func countedColumns(of bytes: [UInt8]) -> [Int] {
        var columns = [Int](repeating: 1, count: bytes.count + 1)
        let lineStarts = [0] + bytes.indices.filter { bytes[$0] == 0x0A }.map { $0 + 1 }
        for (line, start) in lineStarts.enumerated() {
            let next = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count + 1
            var position = start
            if start == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
                (columns[1], columns[2]) = (2, 2)  // inside the mark: one step to the offset
                position = 3
            }
            var column = 1
            while position < next, position < bytes.count {
                let length = max(1, UTF8Validation.sequenceLength(leadByte: bytes[position]))
                // Inside a character or just after it: one step more.
                for inside in (position + 1)...(position + length) where inside < next { columns[inside] = column + 1 }
                position += length
                column += 1
            }
        }
        return columns
    }

    @Test func columnsOnLongLinesAreThoseCountedFromTheLineStart() {
        var random = SeededGenerator(seed: 27)
        for round in 0..<6 {
            var bytes: [UInt8] = round % 2 == 0 ? [0xEF, 0xBB, 0xBF] : []
            for _ in 0..<Int.random(in: 2_000...4_000, using: &random) {
                bytes += Self.pieces.randomElement(using: &random)!
                if Int.random(in: 0..<900, using: &random) == 0 { bytes += [0x0A] }
            }
            let lines = SourceLines(bytes)
            let counted = Self.countedColumns(of: bytes)
            for offset in 0...bytes.count where lines.location(ofByteOffset: offset).column != counted[offset] {
                Issue.record(
                    "round \(round): offset \(offset) is column \(lines.location(ofByteOffset: offset).column), not \(counted[offset])"
                )
            }
        }
    }

    @Test func aFlowListOfThousandsOfIdsIsLocatedAsLibYAMLMarksIt() {
        let ids = (0..<3_000).map { "i\($0)" + ($0 % 7 == 0 ? "é" : "") }
        let bytes = Array(("selected: [" + ids.joined(separator: ", ") + "]\n").utf8)
        var lineStarts: [UInt32] = [0]
        var multiByteStarts: [UInt32] = []
        #expect(
            UTF8Validation.firstProblem(in: bytes, lineStarts: &lineStarts, multiByteStarts: &multiByteStarts) == nil)
        let lines = SourceLines(bytes, lineStarts: lineStarts)
        let marks = MarkLocationTests.eventMarks(of: bytes, multiByteStarts: multiByteStarts)
        #expect(marks.count > 6_000)
        for mark in marks where Int(mark.offset) < bytes.count {
            let location = lines.location(ofByteOffset: Int(mark.offset))
            #expect(
                location.line == Int(mark.mark.line) + 1 && location.column == Int(mark.mark.column) + 1,
                "offset \(mark.offset)")
        }
    }
}

extension SourceLines {
    /// The part of `range` that holds a node's value as written, for an edit that replaces the
    /// value: without the anchor (`&name`) and tag (`!!str`) written before it, which a
    /// node's range starts with and which must stay; and, for a block scalar (`|`, `>-`), without
    /// the line breaks its range ends with, so that replacing it by a plain word keeps the next
    /// line where it was. Any other range is returned as it is.
    package func valueRange(of range: SourceRange) -> SourceRange {
        var start = range.start.offset
        var end = range.end.offset
        guard start < end, end <= bytes.count else { return range }
        while start < end, bytes[start] == UInt8(ascii: "&") || bytes[start] == UInt8(ascii: "!") {
            while start < end, !Self.isBlank(bytes[start]) { start += 1 }
            start = afterBlanksAndComments(from: start, to: end)
        }
        if start < end, bytes[start] == UInt8(ascii: "|") || bytes[start] == UInt8(ascii: ">") {
            while end > start, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") {
                end -= 1
            }
        }
        guard start != range.start.offset || end != range.end.offset else { return range }
        return SourceRange(start: location(ofByteOffset: start), end: location(ofByteOffset: end))
    }

    /// The offset of the first byte from `start` that is neither blank nor in a comment.
    private func afterBlanksAndComments(from start: Int, to end: Int) -> Int {
        var index = start
        while index < end {
            if Self.isBlank(bytes[index]) {
                index += 1
            } else if bytes[index] == UInt8(ascii: "#") {
                while index < end, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") { index += 1 }
            } else {
                break
            }
        }
        return index
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }
}

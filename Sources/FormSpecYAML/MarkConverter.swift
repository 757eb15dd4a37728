import CLibYAML

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
    /// The character index of the first multi-byte character not passed (`Int.max` when none is
    /// left): a mark between `lastPassedIndex` and it, the usual case, moves nothing.
    private var nextIndex = Int.max

    init(_ bytes: UnsafeBufferPointer<UInt8>, multiByteStarts: [UInt32]) {
        self.bytes = bytes
        self.multiByteStarts = multiByteStarts
        let hasByteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
        firstCounted = hasByteOrderMark ? 1 : 0
        passed = firstCounted
        extraBytes = hasByteOrderMark ? 3 : 0
        nextIndex = passed < multiByteStarts.count ? Int(multiByteStarts[passed]) - extraBytes : Int.max
    }

    /// The byte offset of `mark`.
    mutating func offset(of mark: yaml_mark_t) -> UInt32 {
        let target = Int(mark.index)
        if target > nextIndex || target <= lastPassedIndex { moveCursor(to: target) }
        return UInt32(min(target + extraBytes, bytes.count))
    }

    /// Passes the multi-byte characters before character `target`, and goes back over those at
    /// or after it.
    private mutating func moveCursor(to target: Int) {
        while passed < multiByteStarts.count, case let index = Int(multiByteStarts[passed]) - extraBytes, index < target
        {
            lastPassedIndex = index
            extraBytes += extraBytes(of: passed)
            passed += 1
        }
        while passed > firstCounted, lastPassedIndex >= target {
            passed -= 1
            extraBytes -= extraBytes(of: passed)
            lastPassedIndex =
                passed > firstCounted ? Int(multiByteStarts[passed - 1]) - extraBytes + extraBytes(of: passed - 1) : -1
        }
        nextIndex = passed < multiByteStarts.count ? Int(multiByteStarts[passed]) - extraBytes : Int.max
    }

    /// The bytes beyond the first of the multi-byte character `multiByteStarts[index]`.
    private func extraBytes(of index: Int) -> Int {
        UTF8Validation.sequenceLength(leadByte: bytes[Int(multiByteStarts[index])]) - 1
    }
}

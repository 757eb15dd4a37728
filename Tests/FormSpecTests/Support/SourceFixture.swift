import FormSpecYAML
import Testing

/// A source file for tests that builds diagnostics by hand: ranges are found by the text they
/// cover, so no test hard-codes a column.
struct SourceFixture {
    let name: String
    let lines: SourceLines

    init(name: String, text: String) {
        self.name = name
        lines = SourceLines(Array(text.utf8))
    }

    /// The range of the first `text` on `line`, or of the first `text` that follows `prefix`.
    func range(_ text: String, line: Int, after prefix: String = "") -> SourceRange {
        let start = offset(of: prefix + text, line: line) + prefix.utf8.count
        return SourceRange(
            start: lines.location(ofByteOffset: start), end: lines.location(ofByteOffset: start + text.utf8.count))
    }

    /// The range from the first `start` on `line` to the end of the first `end` on `endLine`.
    func range(from start: String, line: Int, to end: String, line endLine: Int) -> SourceRange {
        range(start, line: line).union(range(end, line: endLine))
    }

    /// The empty range just after the first `text` on `line`.
    func end(of text: String, line: Int) -> SourceRange {
        SourceRange(at: range(text, line: line).end)
    }

    /// The byte offset of the first `text` on `line`; a test issue and the end of the line when
    /// it is absent.
    private func offset(of text: String, line: Int) -> Int {
        let bytes = lines.text(ofLine: line)
        let needle = Array(text.utf8)
        var index = bytes.startIndex
        while index + needle.count <= bytes.endIndex {
            if bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        Issue.record("'\(text)' is not on line \(line) of \(name)")
        return bytes.endIndex
    }
}

/// The lines of a source file, split where libyaml splits them (`\n`, `\r\n`, `\r`, U+0085,
/// U+2028, U+2029), so that line numbers agree with the parser's.
package struct SourceLines: Sendable {
    /// The UTF-8 bytes of the file.
    package let bytes: [UInt8]
    /// The byte offset at which each line starts; `lineStarts[0]` is 0.
    private let lineStarts: [UInt32]
    /// Along each line of more than ``longLine`` bytes, a character start about every
    /// ``columnStride`` bytes with its column, in order: ``location(ofByteOffset:)`` counts columns
    /// from the nearest one, so that a location on a line of a megabyte (a flow list of thousands
    /// of ids) costs no more than one on a short line.
    private let columnMarks: [(offset: UInt32, column: UInt32)]
    /// The length from which a line has column marks: shorter ones are counted from their start.
    static let longLine = 1024
    /// The bytes between two column marks, about.
    static let columnStride = 64

    /// The lines of `bytes`, found by the UTF-8 check on its way (``SourceText``).
    package init(_ bytes: [UInt8]) {
        self = SourceText(bytes).lines
    }

    /// The lines of `bytes` found byte by byte: the plain path, for a file that is not valid UTF-8
    /// (`init(_:)` takes the starts the UTF-8 check finds, the tests compare the two).
    package init(scanning bytes: [UInt8]) {
        var starts: [UInt32] = [0]
        var index = 0
        while index < bytes.count {
            if let width = SourceLines.lineBreakWidth(in: bytes, at: index) {
                index += width
                starts.append(UInt32(index))
            } else {
                index += 1
            }
        }
        self.init(bytes, lineStarts: starts)
    }

    /// The lines of `bytes` whose starts are known already (found while the bytes were checked).
    init(_ bytes: [UInt8], lineStarts: [UInt32]) {
        self.bytes = bytes
        self.lineStarts = lineStarts
        columnMarks = Self.columnMarks(bytes, lineStarts: lineStarts)
    }

    /// The number of lines (a final line break opens an empty last line).
    package var count: Int { lineStarts.count }

    /// The bytes of 1-based `line`, without its line break; empty past the end.
    package func text(ofLine line: Int) -> ArraySlice<UInt8> {
        guard line >= 1, line <= lineStarts.count else { return [] }
        let start = Int(lineStarts[line - 1])
        guard line < lineStarts.count else { return bytes[start...] }
        let next = Int(lineStarts[line])
        for width in [3, 2, 1]
        where next - width >= start && SourceLines.lineBreakWidth(in: bytes, at: next - width) == width {
            return bytes[start..<(next - width)]
        }
        return bytes[start..<next]
    }

    /// At most `count` characters of 1-based `line` from column `first` on, one per column as
    /// libyaml counts columns (a leading byte order mark is no column, and nil stands for a
    /// malformed UTF-8 sequence), and whether the line goes on after them. On a long line
    /// it starts counting at the column mark nearest before `first`, so that a window of a line
    /// of a megabyte costs about as much as the window.
    package func columns(ofLine line: Int, from first: Int, count: Int) -> (
        characters: [Unicode.Scalar?], more: Bool
    ) {
        var bytes = text(ofLine: line)
        if line == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        var column = 1
        var index = bytes.startIndex
        if first - column > Self.columnStride, let mark = lastColumnMark(in: bytes, atOrBeforeColumn: first) {
            (index, column) = (Int(mark.offset), Int(mark.column))
        }
        while column < first, index < bytes.endIndex {
            index += max(1, min(UTF8Validation.sequenceLength(leadByte: bytes[index]), bytes.endIndex - index))
            column += 1
        }
        var columns: [Unicode.Scalar?] = []
        while index < bytes.endIndex, columns.count < count {
            let length = min(max(1, UTF8Validation.sequenceLength(leadByte: bytes[index])), bytes.endIndex - index)
            var iterator = bytes[index..<(index + length)].makeIterator()
            var decoder = UTF8()
            if case .scalarValue(let scalar) = decoder.decode(&iterator) {
                columns.append(scalar)
            } else {
                columns.append(nil)
            }
            index += length
        }
        return (columns, index < bytes.endIndex)
    }

    /// The last column mark inside `line` (its bytes) at or before column `column`, if any.
    private func lastColumnMark(in line: ArraySlice<UInt8>, atOrBeforeColumn column: Int) -> (
        offset: UInt32, column: UInt32
    )? {
        var low = 0
        var high = columnMarks.count
        while low < high {
            let middle = (low + high) / 2
            if Int(columnMarks[middle].offset) < line.startIndex { low = middle + 1 } else { high = middle }
        }
        var found: (offset: UInt32, column: UInt32)?
        high = columnMarks.count
        while low < high {
            let middle = (low + high) / 2
            let mark = columnMarks[middle]
            guard Int(mark.offset) < line.endIndex else {
                high = middle
                continue
            }
            if Int(mark.column) <= column {
                found = mark
                low = middle + 1
            } else {
                high = middle
            }
        }
        return found
    }

    /// The line and column (in Unicode scalars) of a byte offset. Bytes that are not valid UTF-8
    /// each count as one column.
    package func location(ofByteOffset offset: Int) -> SourceLocation {
        let clamped = min(max(offset, 0), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(lineStarts[middle]) <= clamped { low = middle } else { high = middle - 1 }
        }
        var column = 1
        var index = Int(lineStarts[low])
        if index == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]), clamped >= 3 { index = 3 }
        if clamped - index > Self.columnStride, let mark = lastColumnMark(atOrBefore: clamped), mark.offset > index {
            (index, column) = (Int(mark.offset), Int(mark.column))
        }
        while index < clamped {
            let lead = bytes[index]
            index += lead < 0x80 ? 1 : max(1, min(UTF8Validation.sequenceLength(leadByte: lead), clamped - index))
            column += 1
        }
        return SourceLocation(line: low + 1, column: column, offset: clamped)
    }

    /// The location of a byte offset on the line of `known`, at or after it (a comment's words,
    /// counted on from its `#`): the columns between are counted as ``location(ofByteOffset:)``
    /// counts them, without finding the line again.
    package func location(ofByteOffset offset: Int, countedFrom known: SourceLocation) -> SourceLocation {
        let clamped = min(max(offset, known.offset), bytes.count)
        var column = known.column
        var index = known.offset
        while index < clamped {
            let lead = bytes[index]
            index += lead < 0x80 ? 1 : max(1, min(UTF8Validation.sequenceLength(leadByte: lead), clamped - index))
            column += 1
        }
        return SourceLocation(line: known.line, column: column, offset: clamped)
    }

    /// The column mark at or before `offset`, if any.
    private func lastColumnMark(atOrBefore offset: Int) -> (offset: UInt32, column: UInt32)? {
        var low = 0
        var high = columnMarks.count
        while low < high {
            let middle = (low + high) / 2
            if Int(columnMarks[middle].offset) <= offset { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : columnMarks[low - 1]
    }

    /// The column marks of the lines longer than ``longLine``: the steps are those of
    /// ``location(ofByteOffset:)``, so that counting on from a mark gives the same column.
    private static func columnMarks(_ bytes: [UInt8], lineStarts: [UInt32]) -> [(offset: UInt32, column: UInt32)] {
        var marks: [(offset: UInt32, column: UInt32)] = []
        for line in lineStarts.indices {
            var index = Int(lineStarts[line])
            let end = line + 1 < lineStarts.count ? Int(lineStarts[line + 1]) : bytes.count
            guard end - index > longLine else { continue }
            if index == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
            var column: UInt32 = 1
            var next = index + columnStride
            while index < end {
                if index >= next {
                    marks.append((UInt32(index), column))
                    next = index + columnStride
                }
                let lead = bytes[index]
                index += lead < 0x80 ? 1 : max(1, UTF8Validation.sequenceLength(leadByte: lead))
                column += 1
            }
        }
        return marks
    }

    /// The range between two byte offsets.
    func range(from start: UInt32, to end: UInt32) -> SourceRange {
        SourceRange(start: location(ofByteOffset: Int(start)), end: location(ofByteOffset: Int(end)))
    }

    /// The width in bytes of the line break at `index`, if one starts there.
    static func lineBreakWidth(in bytes: [UInt8], at index: Int) -> Int? {
        switch bytes[index] {
        case 0x0A: return 1
        case 0x0D: return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
        case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0x85: return 2
        case 0xE2
        where index + 2 < bytes.count && bytes[index + 1] == 0x80
            && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
            return 3
        default: return nil
        }
    }
}

/// A position in a source file.
///
/// `line` and `column` are 1-based; columns count Unicode scalars, as libyaml does.
/// `offset` is the 0-based UTF-8 byte offset from the start of the file (a BOM included).
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    private let storedLine: UInt32
    private let storedColumn: UInt32
    private let storedOffset: UInt32

    /// Creates a location; values are stored in 32 bits (files are limited far below 4 GiB).
    package init(line: Int, column: Int, offset: Int) {
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
        storedOffset = UInt32(clamping: offset)
    }

    /// The 1-based line.
    public var line: Int { Int(storedLine) }
    /// The 1-based column, in Unicode scalars.
    public var column: Int { Int(storedColumn) }
    /// The 0-based UTF-8 byte offset.
    public var offset: Int { Int(storedOffset) }

    /// The first position of a file.
    package static let start = SourceLocation(line: 1, column: 1, offset: 0)

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column, lhs.offset) < (rhs.line, rhs.column, rhs.offset)
    }

    public var description: String { "\(line):\(column)" }
}

/// A half-open range of source: `start` is the first character, `end` the position just after
/// the last one.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    public var start: SourceLocation
    public var end: SourceLocation

    package init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

    /// An empty range at `location`.
    package init(at location: SourceLocation) {
        self.init(start: location, end: location)
    }

    /// The empty range at the start of a file, for diagnostics about a whole file.
    package static let fileStart = SourceRange(at: .start)

    /// The smallest range that covers both ranges.
    package func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }

    public var description: String { "\(start)-\(end)" }
}

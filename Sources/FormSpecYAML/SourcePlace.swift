/// Where a node of a parsed document stands: its first and end byte offsets, 8 bytes that stand
/// for the node's source range (see `SourceMap`), where a `SourceRange` takes 24. The syntax keeps
/// places, and a diagnostic turns them into ranges only when it needs them. A place needs only the
/// file's lines, not the document, so the parse may let go of the nodes of an item it handed over.
package struct SourcePlace: Hashable, Comparable, Sendable {
    let start: UInt32
    let end: UInt32

    /// Places order as their nodes start in the document, a node before the nodes inside it (which
    /// start where it starts or after, and end where it ends or before).
    package static func < (lhs: SourcePlace, rhs: SourcePlace) -> Bool {
        lhs.start != rhs.start ? lhs.start < rhs.start : lhs.end > rhs.end
    }
}

/// The source ranges of the places of one parsed document: the lines of its file.
package struct SourceMap {
    private let lines: SourceLines

    init(_ lines: SourceLines) {
        self.lines = lines
    }

    package subscript(_ place: SourcePlace) -> SourceRange {
        lines.range(from: place.start, to: place.end)
    }
}

extension Node {
    /// The ranges of the document the node was read from.
    package var sourceMap: SourceMap {
        SourceMap(parsed.document.lines)
    }
}

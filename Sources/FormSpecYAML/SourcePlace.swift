/// A node of a parsed document, by its record: 4 bytes that stand for the node's source range as
/// long as the document is kept (see `SourceMap`), where a `SourceRange` takes 24. The syntax
/// keeps places, and a diagnostic turns them into ranges only when it needs them.
public struct SourcePlace: Hashable, Comparable, Sendable {
    let record: UInt32

    /// Places order as their nodes start in the document (records are made in that order).
    public static func < (lhs: SourcePlace, rhs: SourcePlace) -> Bool {
        lhs.record < rhs.record
    }
}

/// The source ranges of the places of one parsed document.
package struct SourceMap: Sendable {
    private let document: Document

    init(_ document: Document) {
        self.document = document
    }

    package subscript(_ place: SourcePlace) -> SourceRange {
        document.usageRange(place.record)
    }
}

extension Node {
    /// The ranges of the document the node was read from.
    package var sourceMap: SourceMap {
        SourceMap(parsed.document)
    }
}

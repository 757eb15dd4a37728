/// A node of a parsed document, by its record: 4 bytes that stand for the node's source range as
/// long as the document is kept (see `SourceMap`), where a `SourceRange` takes 24. The syntax
/// keeps places, and a diagnostic turns them into ranges only when it needs them.
public struct SourcePlace: Hashable, Sendable {
    let record: UInt32
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
    /// Where this occurrence stands in the file, as `usageRange` is: the alias when the node came
    /// through one. Only a parsed node has a place.
    package var usagePlace: SourcePlace {
        SourcePlace(record: parsed.index)
    }

    /// The place of the node's content, as `range` is.
    package var place: SourcePlace {
        SourcePlace(record: parsed.document.target(parsed.index))
    }

    /// The ranges of the document the node was read from.
    package var sourceMap: SourceMap {
        SourceMap(parsed.document)
    }
}

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

/// The source ranges of the places of one parsed document: of the whole document, or of the
/// part read so far, seen in place while the parse hands over an item (`ParsedNode.sourceMap`).
package struct SourceMap {
    private enum Storage {
        case document(Document)
        case inPlace(UnsafePointer<DocumentView>)
    }

    private let storage: Storage

    init(_ document: Document) {
        storage = .document(document)
    }

    init(inPlace view: UnsafePointer<DocumentView>) {
        storage = .inPlace(view)
    }

    package subscript(_ place: SourcePlace) -> SourceRange {
        switch storage {
        case .document(let document): return document.usageRange(place.record)
        case .inPlace(let view): return view.pointee.usageRange(place.record)
        }
    }
}

extension Node {
    /// The ranges of the document the node was read from.
    package var sourceMap: SourceMap {
        SourceMap(parsed.document)
    }
}

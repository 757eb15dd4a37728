/// A position in a text document: a 0-based line and a 0-based offset in the line, counted in the
/// units of the negotiated ``PositionEncoding``.
package struct Position: Codable, Hashable, Sendable, Comparable {
    package var line: Int
    package var character: Int

    package init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    package static func < (lhs: Position, rhs: Position) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }
}

/// A half-open range of a text document.
package struct Range: Codable, Hashable, Sendable {
    package var start: Position
    package var end: Position

    package init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }
}

/// A range of one document.
package struct Location: Codable, Hashable, Sendable {
    package var uri: String
    package var range: Range
}

/// The units a ``Position``'s `character` counts.
package enum PositionEncoding: String, Codable, Sendable, CaseIterable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"

    /// How many units a character of `length` UTF-8 bytes takes: four bytes make a UTF-16
    /// surrogate pair.
    func width(ofUTF8Length length: Int) -> Int {
        switch self {
        case .utf8: return length
        case .utf16: return length == 4 ? 2 : 1
        case .utf32: return 1
        }
    }
}

/// A replacement of a range by new text.
package struct TextEdit: Codable, Hashable, Sendable {
    package var range: Range
    package var newText: String
}

/// Edits to documents, by URI.
package struct WorkspaceEdit: Codable, Hashable, Sendable {
    package var changes: [String: [TextEdit]]
}

/// Text for a person: Markdown or plain.
package struct MarkupContent: Codable, Hashable, Sendable {
    package var kind: String
    package var value: String

    static func markdown(_ value: String) -> Self { Self(kind: "markdown", value: value) }
}

/// The params that name only a document.
struct TextDocumentIdentifier: Codable {
    var uri: String
}

/// The params of most requests: a document and a position in it.
struct TextDocumentPositionParams: Codable {
    var textDocument: TextDocumentIdentifier
    var position: Position
}

/// The params of requests that name only a document.
struct TextDocumentParams: Codable {
    var textDocument: TextDocumentIdentifier
}

/// A position in a text document: a 0-based line and a 0-based offset in the line, counted in the
/// units of the negotiated ``PositionEncoding``.
public struct Position: Codable, Hashable, Sendable, Comparable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public static func < (lhs: Position, rhs: Position) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }
}

/// A half-open range of a text document.
public struct Range: Codable, Hashable, Sendable {
    public var start: Position
    public var end: Position

    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }
}

/// A range of one document.
public struct Location: Codable, Hashable, Sendable {
    public var uri: String
    public var range: Range
}

/// The units a ``Position``'s `character` counts.
public enum PositionEncoding: String, Codable, Sendable, CaseIterable {
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
public struct TextEdit: Codable, Hashable, Sendable {
    public var range: Range
    public var newText: String
}

/// Edits to documents, by URI.
public struct WorkspaceEdit: Codable, Hashable, Sendable {
    public var changes: [String: [TextEdit]]
}

/// Text for a person: Markdown or plain.
public struct MarkupContent: Codable, Hashable, Sendable {
    public var kind: String
    public var value: String

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

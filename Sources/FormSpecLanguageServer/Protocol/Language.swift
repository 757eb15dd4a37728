/// `textDocument/hover`'s result.
struct Hover: Encodable {
    var contents: MarkupContent
    var range: Range?
}

/// `textDocument/completion`'s result items.
struct CompletionItem: Encodable, Equatable {
    enum Kind: Int, Encodable {
        case value = 12
        case property = 10
        case `class` = 7
        case color = 16
        case reference = 18
        case enumMember = 20
    }

    var label: String
    var kind: Kind
    var detail: String?
    var documentation: MarkupContent?
    var sortText: String?
    /// 1 plain text, 2 snippet.
    var insertTextFormat: Int
    var textEdit: TextEdit
}

/// `textDocument/references`'s params.
struct ReferenceParams: Decodable {
    struct Context: Decodable {
        var includeDeclaration: Bool
    }

    var textDocument: TextDocumentIdentifier
    var position: Position
    var context: Context
}

/// `textDocument/rename`'s params.
struct RenameParams: Decodable {
    var textDocument: TextDocumentIdentifier
    var position: Position
    var newName: String
}

/// `textDocument/prepareRename`'s result.
struct PrepareRenameResult: Encodable {
    var range: Range
    var placeholder: String
}

/// `textDocument/documentSymbol`'s result items.
struct DocumentSymbol: Encodable {
    enum Kind: Int, Encodable {
        case module = 2
        case `class` = 5
        case `enum` = 10
        case number = 16
        case boolean = 17
        case object = 19
        case constant = 14
        case enumMember = 22
        case event = 24
    }

    var name: String
    var detail: String?
    var kind: Kind
    var range: Range
    var selectionRange: Range
    var children: [DocumentSymbol]?
}

/// A colour as LSP gives it: components from 0 to 1.
struct LSPColor: Codable, Equatable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double
}

/// `textDocument/documentColor`'s result items.
struct ColorInformation: Encodable {
    var range: Range
    var color: LSPColor
}

/// `textDocument/colorPresentation`'s params.
struct ColorPresentationParams: Decodable {
    var textDocument: TextDocumentIdentifier
    var color: LSPColor
    var range: Range
}

/// `textDocument/colorPresentation`'s result items.
struct ColorPresentation: Encodable {
    var label: String
    var textEdit: TextEdit
}

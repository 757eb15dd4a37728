/// A diagnostic as LSP publishes it.
public struct LSPDiagnostic: Codable, Hashable, Sendable {
    public struct CodeDescription: Codable, Hashable, Sendable {
        public var href: String
    }

    public struct RelatedInformation: Codable, Hashable, Sendable {
        public var location: Location
        public var message: String
    }

    public var range: Range
    /// 1 error, 2 warning, 3 information, 4 hint.
    public var severity: Int
    public var code: String
    public var codeDescription: CodeDescription
    public var source: String
    public var message: String
    public var relatedInformation: [RelatedInformation]?
}

/// `textDocument/publishDiagnostics`'s params.
struct PublishDiagnosticsParams: Encodable {
    var uri: String
    var version: Int?
    var diagnostics: [LSPDiagnostic]
}

/// `textDocument/codeAction`'s params.
struct CodeActionParams: Decodable {
    struct Context: Decodable {
        var diagnostics: [LSPDiagnostic]
        var only: [String]?
    }

    var textDocument: TextDocumentIdentifier
    var range: Range
    var context: Context
}

/// A code action: here, always a quick fix with its edit.
struct CodeAction: Encodable {
    var title: String
    var kind = "quickfix"
    var diagnostics: [LSPDiagnostic]
    var isPreferred: Bool
    var edit: WorkspaceEdit
}

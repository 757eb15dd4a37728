/// A diagnostic as LSP publishes it.
package struct LSPDiagnostic: Codable, Hashable, Sendable {
    package struct CodeDescription: Codable, Hashable, Sendable {
        package var href: String
    }

    package struct RelatedInformation: Codable, Hashable, Sendable {
        package var location: Location
        package var message: String
    }

    package var range: Range
    /// 1 error, 2 warning, 3 information, 4 hint.
    package var severity: Int
    package var code: String
    package var codeDescription: CodeDescription
    package var source: String
    package var message: String
    package var relatedInformation: [RelatedInformation]?
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

/// A code action with its edit: a quick fix, or `source.fixAll.formspec`.
struct CodeAction: Encodable {
    var title: String
    var kind = "quickfix"
    var diagnostics: [LSPDiagnostic]
    var isPreferred: Bool
    var edit: WorkspaceEdit
}

extension LanguageServer {
    /// Hands a request about one document to that document's session, which answers it in turn;
    /// false when `method` is not such a request. A document that is not open is an error.
    func handOver(_ method: String, id: RequestID, _ body: [UInt8]) throws -> Bool {
        switch method {
        case "textDocument/hover":
            let params = try Self.decode(TextDocumentPositionParams.self, body)
            try session(params.textDocument).answer(id, notASpec: nil) {
                HoverFeature.hover(at: params.position, in: &$0)
            }
        case "textDocument/completion":
            let params = try Self.decode(TextDocumentPositionParams.self, body)
            let snippets = snippets
            try session(params.textDocument).answer(id, notASpec: nil) {
                CompletionFeature.items(at: params.position, in: &$0, snippets: snippets)
            }
        case "textDocument/definition":
            let params = try Self.decode(TextDocumentPositionParams.self, body)
            try session(params.textDocument).answer(id, notASpec: nil) {
                IdentifierFeature.definition(at: params.position, in: &$0)
            }
        case "textDocument/references":
            let params = try Self.decode(ReferenceParams.self, body)
            try session(params.textDocument).answer(id, notASpec: nil) {
                IdentifierFeature.references(
                    at: params.position, in: &$0, includingDeclaration: params.context.includeDeclaration)
            }
        case "textDocument/prepareRename":
            let params = try Self.decode(TextDocumentPositionParams.self, body)
            try session(params.textDocument).answer(id, notASpec: nil) {
                IdentifierFeature.prepareRename(at: params.position, in: &$0)
            }
        case "textDocument/rename":
            let params = try Self.decode(RenameParams.self, body)
            try session(params.textDocument).answer(id, notASpec: nil) { document throws(ResponseError) in
                try IdentifierFeature.rename(at: params.position, to: params.newName, in: &document)
            }
        case "textDocument/documentSymbol":
            let params = try Self.decode(TextDocumentParams.self, body)
            try session(params.textDocument).answer(id, notASpec: nil) { SymbolFeature.symbols(in: &$0) }
        case "textDocument/codeAction":
            let params = try Self.decode(CodeActionParams.self, body)
            let compiler = compiler
            try session(params.textDocument).answer(id, notASpec: nil, configurations: true) {
                document, isCancelled throws(ResponseError) in
                try CodeActionFeature.actions(for: params, in: document, compiler: compiler, isCancelled: isCancelled)
            }
        case "textDocument/documentColor":
            let params = try Self.decode(TextDocumentParams.self, body)
            try session(params.textDocument).answer(id, notASpec: []) { ColorFeature.colors(in: &$0) }
        case "textDocument/colorPresentation":
            let params = try Self.decode(ColorPresentationParams.self, body)
            try session(params.textDocument).answer(id, notASpec: []) { _ in
                ColorFeature.presentations(of: params.color, replacing: params.range)
            }
        default:
            return false
        }
        return true
    }

    private func session(_ document: TextDocumentIdentifier) throws -> DocumentSession {
        guard let session = documents[document.uri] else {
            throw ResponseError.invalidParams("'\(document.uri)' is not open: send textDocument/didOpen first")
        }
        return session
    }
}

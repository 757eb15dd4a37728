/// `initialize`'s params: what the server reads of the client's capabilities.
struct InitializeParams: Decodable {
    struct Capabilities: Decodable {
        struct General: Decodable {
            var positionEncodings: [String]?
        }

        struct TextDocument: Decodable {
            struct Completion: Decodable {
                struct Item: Decodable {
                    var snippetSupport: Bool?
                }

                var completionItem: Item?
            }

            var completion: Completion?
        }

        var general: General?
        var textDocument: TextDocument?
    }

    var capabilities: Capabilities?
    var trace: String?
}

/// `initialize`'s result.
struct InitializeResult: Encodable {
    struct ServerInfo: Encodable {
        var name: String
        var version: String
    }

    struct Capabilities: Encodable {
        struct Sync: Encodable {
            var openClose = true
            /// 2: incremental changes.
            var change = 2
        }

        struct CompletionOptions: Encodable {
            var triggerCharacters: [String]
        }

        struct CodeActionOptions: Encodable {
            var codeActionKinds = ["quickfix", CodeActionFeature.fixAllKind]
        }

        struct RenameOptions: Encodable {
            var prepareProvider = true
        }

        var positionEncoding: PositionEncoding
        var textDocumentSync = Sync()
        var hoverProvider = true
        var completionProvider = CompletionOptions(triggerCharacters: [":", " ", "[", ",", "-"])
        var definitionProvider = true
        var referencesProvider = true
        var renameProvider = RenameOptions()
        var documentSymbolProvider = true
        var codeActionProvider = CodeActionOptions()
        var colorProvider = true
    }

    var capabilities: Capabilities
    var serverInfo: ServerInfo
}

/// `$/setTrace`'s params.
struct SetTraceParams: Decodable {
    var value: String
}

/// `$/logTrace`'s params.
struct LogTraceParams: Encodable {
    var message: String
}

/// `$/cancelRequest`'s params.
struct CancelParams: Decodable {
    var id: RequestID
}

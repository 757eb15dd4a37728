/// `textDocument/didOpen`'s params.
struct DidOpenParams: Decodable {
    struct Item: Decodable {
        var uri: String
        var version: Int
        var text: String
    }

    var textDocument: Item
}

/// `textDocument/didChange`'s params: each change replaces a range, or the whole text when it
/// has none.
struct DidChangeParams: Decodable {
    struct VersionedIdentifier: Decodable {
        var uri: String
        var version: Int
    }

    struct Change: Decodable {
        var range: Range?
        var text: String
    }

    var textDocument: VersionedIdentifier
    var contentChanges: [Change]
}

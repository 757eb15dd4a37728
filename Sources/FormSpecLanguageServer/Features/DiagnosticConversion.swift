import FormSpec

extension LSPDiagnostic {
    /// A FormSpec diagnostic of the document `uri` (whose file name is `name`), as LSP publishes
    /// it: the id as `code`, with a link to its explanation, and the notes as related information.
    init(_ diagnostic: Diagnostic, in text: TextBuffer, uri: String, name: String, encoding: PositionEncoding) {
        let notes = diagnostic.notes.filter { $0.file == name }.map { note in
            RelatedInformation(
                location: Location(uri: uri, range: text.range(of: note.range, encoding: encoding)),
                message: note.message)
        }
        self.init(
            range: text.range(of: diagnostic.range, encoding: encoding),
            severity: Self.severity(diagnostic.severity),
            code: diagnostic.id.rawValue,
            codeDescription: CodeDescription(href: Self.documentation(of: diagnostic.id)),
            source: "formspec",
            message: diagnostic.message,
            relatedInformation: notes.isEmpty ? nil : notes)
    }

    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: return 1
        case .warning: return 2
        case .info: return 3
        }
    }

    /// Where the reference of diagnostic ids explains `id`: its heading's anchor, as GitHub makes
    /// anchors (lower case, punctuation but `-` and `_` dropped).
    static func documentation(of id: DiagnosticID) -> String {
        let anchor = id.rawValue.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        return documentationPage + "#" + anchor
    }

    /// The reference of diagnostic ids, online.
    static let documentationPage = "https://github.com/formspec/formspec/blob/main/Documentation/Diagnostics.md"
}

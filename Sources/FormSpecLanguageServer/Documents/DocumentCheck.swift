import FormSpec

/// A version of a document with its diagnostics, as the compiler reported them and as LSP
/// publishes them.
struct CheckedVersion: Sendable {
    var version: Int
    var diagnostics: [Diagnostic]
    var published: [LSPDiagnostic]
}

extension OpenDocument {
    /// The diagnostics of the current version, configured by the `.formspec.yml` nearest to its
    /// file (read afresh each time, so that an edit of it shows at the next check), its
    /// suppression comments applied. A configuration file (`.formspec.yml`) gets the mistakes
    /// `formspec config` reports; a document that is neither has none.
    func check(with compiler: Compiler) -> CheckedVersion {
        let source = SourceFile(name: name, bytes: text.bytes)
        let diagnostics: [Diagnostic]
        if isConfiguration {
            diagnostics = Configuration.read(source, directory: ".").diagnostics
        } else if isSpec {
            let path = name.hasPrefix("/") ? name : nil
            diagnostics = RunPlan(paths: [], compiler: compiler).diagnostics(of: source, at: path)
        } else {
            diagnostics = []
        }
        let published = diagnostics.map { LSPDiagnostic($0, in: text, uri: uri, name: name, encoding: encoding) }
        return CheckedVersion(version: version, diagnostics: diagnostics, published: published)
    }
}

import FormSpecYAML

/// Collects the diagnostics of one file, for the decoder and the rules.
struct DiagnosticSink {
    let file: String
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String) {
        self.file = file
    }

    /// Records a diagnostic; each note is a message and the range it is about.
    mutating func report(_ id: DiagnosticID, _ message: String, at range: SourceRange,
                         notes: [(String, SourceRange)] = [], fixIts: [Diagnostic.FixIt] = []) {
        let notes = notes.map { Diagnostic.Note(message: $0.0, file: file, range: $0.1) }
        diagnostics.append(Diagnostic(id, message, file: file, range: range, notes: notes, fixIts: fixIts))
    }
}

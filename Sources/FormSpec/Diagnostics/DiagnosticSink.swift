import FormSpecYAML

/// Collects the diagnostics of one file, for the decoder and the rules.
struct DiagnosticSink {
    let file: String
    /// The ranges of the places in the syntax: the decoder sets it to its document's before it
    /// makes a place.
    var sourceMap: SourceMap?
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

    /// Records a diagnostic about a place of the syntax, with notes about places.
    mutating func report(_ id: DiagnosticID, _ message: String, at place: SourcePlace,
                         notes: [(String, SourcePlace)] = [], fixIts: [Diagnostic.FixIt] = []) {
        report(id, message, at: range(of: place), notes: notes.map { ($0.0, range(of: $0.1)) }, fixIts: fixIts)
    }

    /// Hands over the diagnostics recorded so far, and starts afresh.
    mutating func takeDiagnostics() -> [Diagnostic] {
        defer { diagnostics = [] }
        return diagnostics
    }

    /// Records diagnostics made before (see `takeDiagnostics`).
    mutating func append(_ made: [Diagnostic]) {
        diagnostics += made
    }

    /// The source range of `place`.
    func range(of place: SourcePlace) -> SourceRange {
        guard let sourceMap else { preconditionFailure("a place before its document") }
        return sourceMap[place]
    }
}

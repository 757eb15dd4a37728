import FormSpecYAML

/// Collects the diagnostics of one file as the stages find them: the one collector the pipeline
/// passes through the parse, decode and validate stages (see ``Compiler``).
///
/// A diagnostic that says exactly what one already collected says, at the same place, is kept
/// once: a mapping merged into several controls (`<<: *base`) is decoded for each, and its
/// mistake is one mistake.
public struct DiagnosticCollector {
    /// The file the diagnostics are about.
    public let file: String
    /// The ranges of the places in the syntax: the decoder sets it to its document's before it
    /// makes a place.
    var sourceMap: SourceMap?
    /// The diagnostics in the order collected.
    public private(set) var diagnostics: [Diagnostic] = []
    /// The positions in `diagnostics` of the diagnostics that start at each location.
    private var byStart: [SourceLocation: [Int]] = [:]

    public init(file: String) {
        self.file = file
    }

    /// Records `diagnostic`, unless an identical one is recorded already.
    public mutating func append(_ diagnostic: Diagnostic) {
        let start = diagnostic.range.start
        if let positions = byStart[start] {
            guard !positions.contains(where: { diagnostics[$0] == diagnostic }) else { return }
        }
        byStart[start, default: []].append(diagnostics.count)
        diagnostics.append(diagnostic)
    }

    /// Records diagnostics made before (see `takeDiagnostics`).
    mutating func append(contentsOf made: [Diagnostic]) {
        for diagnostic in made { append(diagnostic) }
    }

    /// Records a diagnostic; each note is a message and the range it is about.
    mutating func report(_ id: DiagnosticID, _ message: String, at range: SourceRange,
                         notes: [(String, SourceRange)] = [], fixIts: [Diagnostic.FixIt] = []) {
        let notes = notes.map { Diagnostic.Note(message: $0.0, file: file, range: $0.1) }
        append(Diagnostic(id, message, file: file, range: range, notes: notes, fixIts: fixIts))
    }

    /// Records a diagnostic about a place of the syntax, with notes about places.
    mutating func report(_ id: DiagnosticID, _ message: String, at place: SourcePlace,
                         notes: [(String, SourcePlace)] = [], fixIts: [Diagnostic.FixIt] = []) {
        report(id, message, at: range(of: place), notes: notes.map { ($0.0, range(of: $0.1)) }, fixIts: fixIts)
    }

    /// Hands over the diagnostics recorded so far, and starts afresh.
    mutating func takeDiagnostics() -> [Diagnostic] {
        defer {
            diagnostics = []
            byStart = [:]
        }
        return diagnostics
    }

    /// The source range of `place`.
    func range(of place: SourcePlace) -> SourceRange {
        guard let sourceMap else { preconditionFailure("a place before its document") }
        return sourceMap[place]
    }

    /// The diagnostics in print order (``Diagnostic/printOrder(_:_:)``).
    public var sorted: [Diagnostic] {
        diagnostics.sorted(by: Diagnostic.printOrder)
    }
}

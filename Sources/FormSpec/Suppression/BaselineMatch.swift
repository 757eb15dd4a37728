import FormSpecYAML

/// The records of a baseline about one spec, hiding its diagnostics as they are collected (see
/// ``DiagnosticCollector``), before any limit: each record hides one warning or info of its id
/// whose first line has its text, the first one collected.
struct BaselineMatch: Sendable {
    /// How many diagnostics each entry still hides.
    private var left: [Baseline.Entry: Int]
    /// The spec's lines, whose texts the entries hold.
    private let lines: SourceLines
    /// How a diagnostic hidden is marked.
    private let suppression: Diagnostic.Suppression

    init(_ entries: [Baseline.Entry: Int], lines: SourceLines, suppression: Diagnostic.Suppression) {
        left = entries
        self.lines = lines
        self.suppression = suppression
    }

    /// Uses a record of `diagnostic`, if one is left: then the suppression to mark it with.
    mutating func take(_ diagnostic: Diagnostic) -> Diagnostic.Suppression? {
        guard !left.isEmpty, diagnostic.id.isConfigurable else { return nil }
        let entry = Baseline.entry(diagnostic.id, line: diagnostic.range.start.line, in: lines)
        guard let count = left[entry] else { return nil }
        left[entry] = count > 1 ? count - 1 : nil
        return suppression
    }
}

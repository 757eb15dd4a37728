import FormSpecYAML

/// The diagnostics of one run over one or more files, in print order, with the source text
/// the text format needs to show each line. Its counts are of every diagnostic its files have:
/// those printed, and those a file's `report.truncated` says were left out, but not
/// `report.truncated` itself, so that they are the same whatever the limit. It is an `Error` too:
/// what a step that cannot go on reports (a template that cannot be used).
package struct DiagnosticReport: Sendable, Error {
    /// Every diagnostic kept, sorted by file, line, column and id.
    package private(set) var diagnostics: [Diagnostic]
    /// How many files were checked.
    package var fileCount: Int
    /// The text of each file by its name, for printing source lines.
    package var sources: [String: SourceLines]
    /// The diagnostics suppressed by a comment or a baseline, sorted as ``diagnostics``: not
    /// counted, and printed only by the formats that list them apart (`json`, `sarif`). A file
    /// lists as many as it keeps of the others (`--max-diagnostics`); ``suppressedCounts``
    /// counts them all.
    package private(set) var suppressed: [Diagnostic]
    /// How many diagnostics were suppressed, listed in ``suppressed`` or not.
    package var suppressedCounts: SuppressionCounts
    /// What a baseline written now records (``Baseline/recording(_:path:)``), by spec as named,
    /// when the run was asked to gather it (``RunSettings/recordsBaseline``).
    var baselineEntries: [String: [Baseline.Entry: Int]] = [:]
    /// The levels the configuration files of the run set (`rules:`), sorted by file and id.
    package var ruleOverrides: [RuleOverride] = []

    /// A level a configuration file sets.
    package struct RuleOverride: Sendable, Equatable {
        package var id: DiagnosticID
        package var level: RuleLevel
        /// The configuration file.
        package var file: String
    }

    package init(
        diagnostics: [Diagnostic], fileCount: Int, sources: [String: SourceLines] = [:], suppressed: [Diagnostic] = []
    ) {
        self.diagnostics = diagnostics.sorted(by: Diagnostic.printOrder)
        self.fileCount = fileCount
        self.sources = sources
        self.suppressed = suppressed.sorted(by: Diagnostic.printOrder)
        suppressedCounts = SuppressionCounts(of: suppressed)
    }

    /// How many diagnostics a suppression comment suppressed.
    package var suppressedInSourceCount: Int { suppressedCounts.inSource }
    /// How many diagnostics the baseline holds back.
    package var baselinedCount: Int { suppressedCounts.external }

    /// Adds `more` diagnostics, in print order, with the text of `source` when they point into it
    /// (a template's, for `template.*`).
    package mutating func add(_ more: [Diagnostic], source: SourceFile? = nil) {
        guard !more.isEmpty else { return }
        diagnostics = (diagnostics + more).sorted(by: Diagnostic.printOrder)
        if let source, more.contains(where: { $0.file == source.name }) {
            sources[source.name] = SourceLines(source.bytes)
        }
    }

    package var errorCount: Int { count(.error) }
    package var warningCount: Int { count(.warning) }
    package var infoCount: Int { count(.info) }
    /// Whether any file failed.
    package var hasErrors: Bool { errorCount > 0 }

    /// The same report with every warning raised to an error (`--warnings-as-errors`).
    package func treatingWarningsAsErrors() -> DiagnosticReport {
        var report = self
        for index in report.diagnostics.indices {
            report.diagnostics[index] = report.diagnostics[index].raisingWarningsToErrors()
        }
        return report
    }

    /// The diagnostics of `severity`, printed or left out.
    private func count(_ severity: Severity) -> Int {
        diagnostics.reduce(0) {
            $0 + ($1.severity == severity && $1.id != .reportTruncated ? 1 : 0) + $1.leftOut[severity]
        }
    }
}

import FormSpecYAML

extension DiagnosticID {
    /// `report.truncated`: more diagnostics in a file than `--max-diagnostics` (1000 unless it says otherwise).
    public static let reportTruncated = DiagnosticID("report.truncated", severity: .info)
}

/// The catalogue entry of `report.truncated`, and the family of the report's own ids.
enum TruncationExplanations: DiagnosticSource {
    static let diagnosticFamilies = [DiagnosticFamily("report", heading: "the report itself")]
    static let diagnosticIDs: [DiagnosticID] = [.reportTruncated]
    static let explanations = [
        Explanation(
            .reportTruncated,
            summary: "more diagnostics in a file than `--max-diagnostics` (1000 unless it says otherwise)",
            checks:
                "A file has more diagnostics than `--max-diagnostics` keeps (1000 per file unless it says otherwise; `0` keeps them all), or diagnostics whose text would take more room than a file's report has (1 MiB, and 16 bytes for each byte of the file). The first ones, by line and column, are printed; this diagnostic stands where the ones left out begin and says how many of each severity they are.",
            reason:
                "A generated or mangled file can hold a hundred thousand mistakes: printing them all floods the terminal or the CI log, and holding them takes memory. The summary and the exit status still count every diagnostic (and not this one, so that they are the same whatever the limit), and the first ones are usually the ones to fix.",
            triggering: "formspec check --max-diagnostics 2 form.form.yaml   # a spec with 3 unknown keys",
            passing: "formspec check --max-diagnostics 0 form.form.yaml")
    ]
}

/// `report.truncated`: what a file's report leaves out when the file has more diagnostics than
/// the compiler keeps (``Compiler/maxDiagnostics``, `--max-diagnostics`), or more text than its
/// byte budget (``DiagnosticCollector/byteBudget(forFileOfSize:)``).
extension Diagnostic {
    /// Why a report leaves diagnostics out.
    enum TruncationReason {
        /// It holds `--max-diagnostics` already.
        case count
        /// Their text would take more than the file's byte budget
        /// (``DiagnosticCollector/byteBudget(forFileOfSize:)``).
        case text

        /// What `report.truncated` advises, after its counts.
        var advice: String {
            switch self {
            case .count: return "fix the ones above, or show more with --max-diagnostics (0 shows all)"
            case .text:
                return
                    "the ones above fill the room a file's report has (1 MiB, and 16 bytes for each byte of the file); fix them first"
            }
        }
    }

    /// The `report.truncated` diagnostic of `file`, at `location` (where the first diagnostic
    /// left out starts), for `leftOut` diagnostics left out.
    static func truncation(
        file: String, leftOut: SeverityCounts, at location: SourceLocation, reason: TruncationReason = .count
    ) -> Diagnostic {
        var diagnostic = Diagnostic(
            .reportTruncated, truncationMessage(leftOut, advice: reason.advice), file: file,
            range: SourceRange(at: location))
        diagnostic.leftOut = leftOut
        return diagnostic
    }

    /// What `report.truncated` says: how many diagnostics are left out, of each severity, and
    /// `advice` after a semicolon.
    static func truncationMessage(_ leftOut: SeverityCounts, advice: String) -> String {
        func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        return
            "\(counted(leftOut.total, "more diagnostic")) from here on \(leftOut.total == 1 ? "is" : "are") left out of this report "
            + "(\(counted(leftOut.errors, "error")), \(counted(leftOut.warnings, "warning")), \(counted(leftOut.infos, "info"))); "
            + advice
    }

    /// The diagnostic with warnings raised to errors (`--warnings-as-errors`): its severity, and
    /// the warnings it counts as left out.
    func raisingWarningsToErrors() -> Diagnostic {
        var raised = self
        if raised.severity == .warning { raised.severity = .error }
        if raised.leftOut.warnings > 0 {
            raised.leftOut.errors += raised.leftOut.warnings
            raised.leftOut.warnings = 0
            // The counts say no "; ": the advice is what follows the first one.
            let advice =
                message.firstRange(of: "; ").map { String(message[$0.upperBound...]) } ?? TruncationReason.count.advice
            raised.message = Diagnostic.truncationMessage(raised.leftOut, advice: advice)
        }
        return raised
    }
}

extension Sequence<Diagnostic> {
    /// Whether any of the diagnostics is an error, or counts errors left out.
    var containsErrors: Bool { contains { $0.severity == .error || $0.leftOut.errors > 0 } }

    /// Whether any of the diagnostics is a warning, or counts warnings left out.
    var containsWarnings: Bool { contains { $0.severity == .warning || $0.leftOut.warnings > 0 } }
}

/// The catalogue entry of one diagnostic id: its severity and summary, what it checks and why,
/// and specs that trigger it and one that does not. It is the text of `formspec explain` and of
/// the reference of diagnostics, and a test of the id (SwiftLint's triggering and
/// non-triggering examples). Each entry is declared next to the code that reports its id: the
/// rule's file, or the reading and decoding entries.
package struct Explanation: Sendable {
    package let id: DiagnosticID
    /// How much the diagnostic matters: an error fails the file (the id's).
    package var severity: Severity { id.severity }
    /// When the diagnostic is reported, in one line.
    package let summary: String
    /// What is checked.
    package let checks: String
    /// Why it matters.
    package let reason: String
    /// Whether `formspec fix` applies the id's fix-its unasked, and why; nil for an id that has none.
    package let fix: FixSafety?
    /// A spec that triggers the diagnostic, with `1️⃣` where it points (a command line instead
    /// where the examples are not specs: see ``examplesAreSpecs``).
    package let triggering: String
    /// More specs that trigger it, in other ways.
    package let alsoTriggering: [String]
    /// A spec like it that does not.
    package let passing: String

    package init(
        _ id: DiagnosticID, summary: String, checks: String, reason: String, fix: FixSafety? = nil,
        triggering: String, alsoTriggering: [String] = [], passing: String
    ) {
        self.id = id
        self.summary = summary
        self.checks = checks
        self.reason = reason
        self.fix = fix
        self.triggering = triggering
        self.alsoTriggering = alsoTriggering
        self.passing = passing
    }

    /// Every spec that triggers it.
    package var triggeringExamples: [String] { [triggering] + alsoTriggering }

    /// Whether the examples are specs: every id but `io.*`, which are about files, not their
    /// text, `report.truncated`, which depends on an option of the command line, and those of
    /// code generation (`codegen.*`, `template.*`), fixing (`fix.*`) and String Catalogs
    /// (`catalog.*`), which `check` does not do.
    package var examplesAreSpecs: Bool {
        !["io.", "codegen.", "template.", "fix.", "catalog."].contains { id.rawValue.hasPrefix($0) }
            && id != .reportTruncated
    }
}

/// The catalogue entry of one diagnostic id: its severity and summary, what it checks and why,
/// and specs that trigger it and one that does not. It is the text of `formspec explain` and of
/// the reference of diagnostics, and a test of the id (SwiftLint's triggering and
/// non-triggering examples). Each entry is declared next to the code that reports its id: the
/// rule's file, or the reading and decoding entries.
public struct Explanation: Sendable {
    public let id: DiagnosticID
    /// How much the diagnostic matters: an error fails the file (the id's).
    public var severity: Severity { id.severity }
    /// When the diagnostic is reported, in one line.
    public let summary: String
    /// What is checked.
    public let checks: String
    /// Why it matters.
    public let reason: String
    /// A spec that triggers the diagnostic, with `1️⃣` where it points (a command line instead
    /// where the examples are not specs: see ``examplesAreSpecs``).
    public let triggering: String
    /// More specs that trigger it, in other ways.
    public let alsoTriggering: [String]
    /// A spec like it that does not.
    public let passing: String

    public init(
        _ id: DiagnosticID, summary: String, checks: String, reason: String, triggering: String,
        alsoTriggering: [String] = [], passing: String
    ) {
        self.id = id
        self.summary = summary
        self.checks = checks
        self.reason = reason
        self.triggering = triggering
        self.alsoTriggering = alsoTriggering
        self.passing = passing
    }

    /// Every spec that triggers it.
    public var triggeringExamples: [String] { [triggering] + alsoTriggering }

    /// Whether the examples are specs: every id but `io.*`, which are about files, not their
    /// text, `report.truncated`, which depends on an option of the command line, and those of
    /// code generation (`codegen.*`, `template.*`), which `check` does not do.
    public var examplesAreSpecs: Bool {
        !["io.", "codegen.", "template."].contains { id.rawValue.hasPrefix($0) } && id != .reportTruncated
    }
}

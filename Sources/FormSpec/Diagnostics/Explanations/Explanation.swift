/// What a diagnostic id checks and why, with a spec that triggers it and one that does not:
/// the text of `formspec explain`, and a test of every id (SwiftLint's triggering and
/// non-triggering examples).
public struct Explanation: Sendable {
    public let id: DiagnosticID
    /// What is checked.
    public let checks: String
    /// Why it matters.
    public let reason: String
    /// A spec that triggers the diagnostic, with `1️⃣` where it points (for `io.*` ids, a
    /// description of the situation instead).
    public let triggering: String
    /// A spec like it that does not.
    public let passing: String

    public init(_ id: DiagnosticID, checks: String, reason: String, triggering: String, passing: String) {
        self.id = id
        self.checks = checks
        self.reason = reason
        self.triggering = triggering
        self.passing = passing
    }

    /// Whether the examples are specs (every id but `io.*`, which are about files, not their text).
    public var examplesAreSpecs: Bool { !id.rawValue.hasPrefix("io.") }

    /// The explanation of every id, in the order of `DiagnosticID.allCases`.
    public static let all: [Explanation] = {
        let byID = Dictionary(grouping: ReadingExplanations.all + DecodingExplanations.all + Validator.rules.flatMap { $0.explanations },
                              by: \.id)
        return DiagnosticID.allCases.compactMap { byID[$0]?.first }
    }()

    /// The explanation of `id`.
    public static func of(_ id: DiagnosticID) -> Explanation? {
        all.first { $0.id == id }
    }
}

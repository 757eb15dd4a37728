/// What a project makes of a spec's diagnostics as they are collected: the levels its
/// configuration sets (`rules:`), and the spec's suppression comments.
struct DiagnosticPolicy: Sendable {
    /// The levels a configuration changes.
    var levels = RuleLevels()
    /// The spec's suppression comments.
    var comments = SuppressionComments()

    /// Whether it leaves every diagnostic as it is: the common case costs one test.
    var isEmpty: Bool { levels.isEmpty && comments.suppressions.isEmpty }

    /// What becomes of one diagnostic.
    enum Verdict {
        /// Reported, with its level set.
        case reported
        /// Its id is turned off.
        case off
        /// Suppressed by the comment suppression of this index.
        case suppressed(Int)
    }

    /// Sets the level of `diagnostic`'s id, and says whether it is reported (the suppression of a
    /// suppressed one is the collector's to set, when it lists it).
    func judge(_ diagnostic: inout Diagnostic) -> Verdict {
        if let level = levels[diagnostic.id] {
            guard let severity = level.severity else { return .off }
            if severity != diagnostic.id.severity { diagnostic.defaultSeverity = diagnostic.id.severity }
            diagnostic.severity = severity
        }
        guard let index = comments.suppression(of: diagnostic) else { return .reported }
        return .suppressed(index)
    }
}

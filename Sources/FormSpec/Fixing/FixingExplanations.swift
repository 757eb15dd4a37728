extension DiagnosticID {
    /// `fix.unstable`: `formspec fix` stopped because a fix-it did not converge.
    public static let fixUnstable = DiagnosticID("fix.unstable", severity: .warning)
}

/// The explanation of the id `formspec fix` reports about its own fix-its: `fix.unstable`.
enum FixingExplanations: DiagnosticSource {
    static let diagnosticFamilies = [DiagnosticFamily("fix", heading: "formspec fix")]
    static let diagnosticIDs: [DiagnosticID] = [.fixUnstable]
    static let explanations = [
        Explanation(
            .fixUnstable, summary: "a fix-it that does not converge",
            checks: """
                `formspec fix` applies fix-its in rounds, checking the spec again after each, until none applies. It stops \
                and reports this at the fix-it's diagnostic when a round would change nothing or bring back a text it had \
                already, when a fix-it writes an error where it applied, or after \(SpecFixer.maxRounds) rounds (a round of a spec with more diagnostics than are \
                kept does not count when it lowers their number). The file \
                is left as it was before that round (with the rounds before it applied), and written only if they changed it.
                """,
            reason:
                "A fix-it should remove its diagnostic and nothing else: one that does not is a bug of FormSpec, worth reporting with the spec. Stopping keeps `formspec fix` from looping or writing a new mistake.",
            triggering: "formspec fix signup.form.yaml   # a fix-it that brings back its own diagnostic",
            passing: "formspec fix signup.form.yaml   # every fix-it removes its diagnostic")
    ]
}

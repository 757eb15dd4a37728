/// A fix-it `formspec fix` applied: the id of the diagnostic it corrected, the line it was on in
/// the file as it was read, and what it did (the fix-it's message, "write 'label'").
package struct AppliedFix: Sendable, Equatable {
    package var id: DiagnosticID
    /// The 1-based line, in the file as it was before fixing.
    package var line: Int
    package var message: String
    /// Whether the fix-it was a safe one (see ``Diagnostic/FixIt/isSafe``).
    package var isSafe: Bool
}

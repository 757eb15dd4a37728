/// What `formspec fix` made of one spec: its new text, the fix-its applied, what remains.
package struct FixedSpec: Sendable {
    /// The spec's text after fixing: the text read when nothing applied.
    package var bytes: [UInt8]
    /// Whether ``bytes`` differ from the text read.
    package var changed: Bool
    /// The fix-its applied, round by round, each in the order of its place.
    package var applied: [AppliedFix]
    /// The findings of ``bytes`` as `check` finds them, with `fix.unstable` when a fix did not
    /// converge.
    package var findings: SpecFindings
    /// How many of the remaining diagnostics have a fix-it that only `--unsafe` applies (none
    /// when unsafe fix-its were applied).
    package var unsafeFixable: Int
    /// Whether fixing was stopped before it ended (``SpecFixer/shouldStop``): then nothing is
    /// fixed.
    package var wasStopped = false
    /// How many times the spec was checked: once when there is nothing to fix, then once per
    /// round, and once more when what remains is more than ``SpecChecking/diagnosticLimit`` keeps.
    package var checks = 0
}

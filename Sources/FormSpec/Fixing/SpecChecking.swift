/// How ``SpecFixer`` checks a spec before and between its rounds: as `check` does, configured
/// (``SpecSettings``), or in tests with fix-its made to misbehave, so that every way fixing can
/// fail to converge is shown to end.
package protocol SpecChecking: Sendable {
    /// The spec's diagnostics, kept and suppressed, with the severities the configuration gives.
    func findings(_ source: SourceFile) -> SpecFindings
    /// The spec's diagnostics as ``findings(_:)`` finds them, but every one kept, not only the
    /// first ``diagnosticLimit`` (their text still within the collector's byte budget): what a
    /// round of fixing reads, so that one round applies every fix-it that overlaps no other.
    func findingsKeepingAll(_ source: SourceFile) -> SpecFindings
    /// How many diagnostics ``findings(_:)`` keeps; 0 for all.
    var diagnosticLimit: Int { get }
    /// `diagnostics` with the severities the configuration gives (warnings raised to errors when
    /// they count as errors).
    func judged(_ diagnostics: [Diagnostic]) -> [Diagnostic]
}

extension SpecChecking {
    /// A checker without a limit keeps every diagnostic anyway.
    package func findingsKeepingAll(_ source: SourceFile) -> SpecFindings { findings(source) }
    package var diagnosticLimit: Int { 0 }
}

extension SpecSettings: SpecChecking {
    func findingsKeepingAll(_ source: SourceFile) -> SpecFindings {
        var unlimited = self
        unlimited.compiler.maxDiagnostics = 0
        return unlimited.findings(source)
    }

    var diagnosticLimit: Int { compiler.maxDiagnostics }
}

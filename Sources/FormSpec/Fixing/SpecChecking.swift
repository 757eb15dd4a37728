/// How ``SpecFixer`` checks a spec before and between its rounds: as `check` does, configured
/// (``SpecSettings``), or in tests with fix-its made to misbehave, so that every way fixing can
/// fail to converge is shown to end.
package protocol SpecChecking: Sendable {
    /// The spec's diagnostics, kept and suppressed, with the severities the configuration gives.
    func findings(_ source: SourceFile) -> SpecFindings
    /// `diagnostics` with the severities the configuration gives (warnings raised to errors when
    /// they count as errors).
    func judged(_ diagnostics: [Diagnostic]) -> [Diagnostic]
}

extension SpecSettings: SpecChecking {}

/// How many diagnostics were suppressed, by where the suppression is written.
package struct SuppressionCounts: Sendable, Equatable {
    /// By a suppression comment in the spec.
    package var inSource = 0
    /// By the baseline.
    package var external = 0

    package init(inSource: Int = 0, external: Int = 0) {
        self.inSource = inSource
        self.external = external
    }

    /// The counts of `diagnostics`, each suppressed.
    init(of diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            if let kind = diagnostic.suppression?.kind { self[kind] += 1 }
        }
    }

    /// How many of `kind`.
    package subscript(kind: Diagnostic.Suppression.Kind) -> Int {
        get { kind == .inSource ? inSource : external }
        set {
            switch kind {
            case .inSource: inSource = newValue
            case .external: external = newValue
            }
        }
    }

    static func + (lhs: Self, rhs: Self) -> Self {
        SuppressionCounts(inSource: lhs.inSource + rhs.inSource, external: lhs.external + rhs.external)
    }
}

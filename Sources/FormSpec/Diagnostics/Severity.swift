/// How serious a diagnostic is. Errors make a file fail; warnings and infos do not, unless
/// warnings are treated as errors.
public enum Severity: String, Sendable, CaseIterable {
    case error, warning, info
}

/// A number of diagnostics of each severity.
package struct SeverityCounts: Sendable, Equatable {
    package var errors = 0
    package var warnings = 0
    package var infos = 0

    package init(errors: Int = 0, warnings: Int = 0, infos: Int = 0) {
        self.errors = errors
        self.warnings = warnings
        self.infos = infos
    }

    /// How many of `severity`.
    package subscript(severity: Severity) -> Int {
        get {
            switch severity {
            case .error: return errors
            case .warning: return warnings
            case .info: return infos
            }
        }
        set {
            switch severity {
            case .error: errors = newValue
            case .warning: warnings = newValue
            case .info: infos = newValue
            }
        }
    }

    /// How many in all.
    package var total: Int { errors + warnings + infos }
}

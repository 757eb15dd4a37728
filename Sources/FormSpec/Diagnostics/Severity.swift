/// How serious a diagnostic is. Errors make a file fail; warnings and infos do not, unless
/// warnings are treated as errors.
public enum Severity: String, Sendable, CaseIterable {
    case error, warning, info
}

/// A number of diagnostics of each severity.
public struct SeverityCounts: Sendable, Equatable {
    public var errors = 0
    public var warnings = 0
    public var infos = 0

    public init(errors: Int = 0, warnings: Int = 0, infos: Int = 0) {
        self.errors = errors
        self.warnings = warnings
        self.infos = infos
    }

    /// How many of `severity`.
    public subscript(severity: Severity) -> Int {
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
    public var total: Int { errors + warnings + infos }
}

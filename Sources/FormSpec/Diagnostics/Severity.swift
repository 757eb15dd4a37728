/// How serious a diagnostic is. Errors make a file fail; warnings and infos do not, unless
/// warnings are treated as errors.
public enum Severity: String, Sendable, CaseIterable, Comparable {
    case error, warning, info

    private var rank: Int {
        switch self {
        case .error: return 0
        case .warning: return 1
        case .info: return 2
        }
    }

    /// Errors sort first.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

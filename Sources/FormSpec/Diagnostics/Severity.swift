/// How serious a diagnostic is. Errors make a file fail; warnings and infos do not, unless
/// warnings are treated as errors.
public enum Severity: String, Sendable, CaseIterable {
    case error, warning, info
}

/// What a project makes of one diagnostic id: a severity, or `off` (not reported at all).
package enum RuleLevel: String, Sendable, CaseIterable {
    case error, warning, info, off

    /// The level that reports with `severity`.
    package init(_ severity: Severity) {
        switch severity {
        case .error: self = .error
        case .warning: self = .warning
        case .info: self = .info
        }
    }

    /// The severity it reports with; nil for `off`.
    package var severity: Severity? {
        switch self {
        case .error: return .error
        case .warning: return .warning
        case .info: return .info
        case .off: return nil
        }
    }
}

extension DiagnosticID {
    /// Whether a project may change the severity of this id (`rules:` of a configuration file)
    /// or suppress it (a suppression comment, a baseline): the ids whose catalogue severity is
    /// a warning or an info. The others cannot be changed:
    /// - an error means that the form cannot be made as written (the compiler and every output
    ///   after it rely on the spec being free of errors);
    /// - `io.*` and `yaml.*`: the file could not be read at all;
    /// - `config.*`: the configuration itself is wrong;
    /// - `report.truncated`: it counts what the report leaves out.
    package var isConfigurable: Bool { whyNotConfigurable == nil }

    /// Why ``isConfigurable`` is false, in words that end a sentence naming the id; nil when it is
    /// configurable.
    package var whyNotConfigurable: String? {
        if rawValue.hasPrefix("io.") || rawValue.hasPrefix("yaml.") {
            return "the file could not be read as YAML, so nothing else could be checked"
        }
        if rawValue.hasPrefix("config.") { return "it says that the configuration itself is wrong" }
        if self == .reportTruncated {
            return "it counts the diagnostics the report leaves out; --max-diagnostics sets how many are kept"
        }
        if severity == .error {
            return "it is an error, and FormSpec cannot make the form while a spec has one; fix the spec instead"
        }
        return nil
    }
}

/// The level of each diagnostic id that a configuration changes (`rules:`); the others report
/// with their catalogue severity.
package struct RuleLevels: Sendable, Equatable {
    /// The level of each id, by its position in `DiagnosticID.allCases`; nil where unchanged, and
    /// no array at all while no level is set (so that a run without `rules:` never gathers the
    /// ids, which costs a tenth of a small check's start-up).
    private var levels: [RuleLevel?] = []

    package init() {}

    /// Whether any level is set.
    package var isEmpty: Bool { levels.isEmpty }

    /// The level set for `id`, nil when it keeps its catalogue severity.
    package subscript(id: DiagnosticID) -> RuleLevel? {
        get { levels.isEmpty ? nil : levels[id.position] }
        set {
            if levels.isEmpty {
                guard newValue != nil else { return }
                levels = Array(repeating: nil, count: DiagnosticID.allCases.count)
            }
            levels[id.position] = newValue
            if levels.allSatisfy({ $0 == nil }) { levels = [] }
        }
    }

    /// The ids whose level is set, in catalogue order, with their levels.
    package var changed: [(id: DiagnosticID, level: RuleLevel)] {
        zip(DiagnosticID.allCases, levels).compactMap { id, level in level.map { (id, $0) } }
    }
}

/// The stable id of a diagnostic FormSpec reports, with its severity unless a configuration
/// changes it. Ids never change meaning; tools and users match on them. Each is declared once,
/// as a static member, in the file of the rule that reports it (or next to the catalogue entry
/// of an id no rule reports: `io.*`, `yaml.*`, `spec.*`…), listed by that file's
/// `DiagnosticSource`, and has one entry in the `Catalogue`: its summary, explanation and
/// examples.
///
/// ```swift
/// extension DiagnosticID {
///     /// A checkbox declares both `state` and `value`.
///     static let checkboxStateConflict = DiagnosticID("checkbox.state-conflict", severity: .error)
/// }
/// ```
///
/// Two ids are equal when their texts are.
public struct DiagnosticID: Hashable, Sendable, CaseIterable {
    /// The id as written in reports, configurations and suppression comments: its family, a
    /// dot and its name (`checkbox.state-conflict`).
    public let rawValue: String
    /// The id's severity unless a configuration changes it.
    public let severity: Severity

    /// Declares the id `rawValue`, reported with `severity` unless a configuration changes it.
    init(_ rawValue: String, severity: Severity) {
        self.rawValue = rawValue
        self.severity = severity
    }

    /// The id written `rawValue`; nil when no file declares it.
    public init?(rawValue: String) {
        guard let position = Self.positions[rawValue] else { return nil }
        self = Self.allCases[position]
    }

    /// Every id, in the order of the catalogue (`DiagnosticSources.ordered(_:)`), gathered
    /// once from the files that declare them.
    public static let allCases = DiagnosticSources.ordered(DiagnosticSources.declaredIDs)

    /// The position of each id in `allCases`, by its text: derived once.
    private static let positions = Dictionary(
        allCases.enumerated().map { ($0.element.rawValue, $0.offset) }, uniquingKeysWith: { first, _ in first })

    public static func == (lhs: DiagnosticID, rhs: DiagnosticID) -> Bool { lhs.rawValue == rhs.rawValue }

    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// The family of the id: its text before the dot (`checkbox`).
    public var family: Substring { rawValue.prefix { $0 != "." } }

    /// When the diagnostic is reported, in one line, from its catalogue entry.
    public var summary: String { Catalogue.entry(self).summary }

    /// Whether diagnostics of this id are about a file as a whole (`io.*`: it cannot be read, or
    /// its output cannot be written) rather than about a place in it; they are shown without
    /// source lines.
    public var isAboutTheWholeFile: Bool { rawValue.hasPrefix("io.") }

    /// The id's position in `allCases`.
    var position: Int {
        guard let position = Self.positions[rawValue] else {
            preconditionFailure("'\(rawValue)' is listed by no DiagnosticSource")
        }
        return position
    }
}

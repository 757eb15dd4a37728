/// Every file that declares diagnostic ids, gathered: the order of the catalogue, of
/// `formspec explain`'s index and of `Documentation/Diagnostics.md` derives from theirs.
enum DiagnosticSources {
    /// Every source, each once, in this order: the reading of a file, the rules about the form as
    /// a whole, the decoding of its keys and values, the rule about labels, each control type in
    /// the registry's order (its definition, then its rules; a rule two types share, the groups',
    /// is listed once), the report, code generation, the configuration, fixing and String Catalogs.
    static var all: [any DiagnosticSource.Type] {
        var seen = Set<ObjectIdentifier>()
        let all: [any DiagnosticSource.Type] =
            [ReadingExplanations.self] + Validator.formRules + [DecodingExplanations.self, MissingLabelRule.self]
            + ControlType.allCases.flatMap { $0.definition.diagnosticSources }
            + [
                TruncationExplanations.self, CodeGenerationExplanations.self, ConfigurationExplanations.self,
                FixingExplanations.self, CatalogExplanations.self,
            ]
        return all.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// Every id the sources declare, in their order, as declared (an id declared twice is here twice).
    static var declaredIDs: [DiagnosticID] { all.flatMap { $0.diagnosticIDs } }

    /// Every family heading the sources declare, in their order (a family two sources declare,
    /// the groups', is here twice).
    static var declaredFamilies: [DiagnosticFamily] { all.flatMap { $0.diagnosticFamilies } }

    /// The heading of each family, by its name.
    static let headings = Dictionary(
        declaredFamilies.map { ($0.name, $0.heading) }, uniquingKeysWith: { first, _ in first })

    /// `ids` without repeats, the families in the order their first id comes, and the ids of a
    /// family in the order they come: a control's rule about accessibility (`a11y.low-contrast`)
    /// joins the family the rule about labels began.
    static func ordered(_ ids: [DiagnosticID]) -> [DiagnosticID] {
        var families: [Substring] = []
        var byFamily: [Substring: [DiagnosticID]] = [:]
        var seen = Set<String>()
        for id in ids where seen.insert(id.rawValue).inserted {
            if byFamily[id.family] == nil { families.append(id.family) }
            byFamily[id.family, default: []].append(id)
        }
        return families.flatMap { byFamily[$0] ?? [] }
    }
}

/// The catalogue of diagnostics: one ``Explanation`` per ``DiagnosticID``, gathered from where
/// each is declared (``DiagnosticSources``: the reading and decoding entries, the rules of the
/// form and of every control in the registry, the report's own `report.truncated`, and those of
/// code generation, configuration and suppression). `formspec explain` prints from it, and the
/// reference of diagnostics (`Documentation/Diagnostics.md`) is generated from it.
package enum Catalogue {
    /// Every entry, in the order of `DiagnosticID.allCases`.
    package static let entries: [Explanation] = {
        let declared = DiagnosticSources.all.flatMap { $0.explanations }
        let byID = Dictionary(grouping: declared, by: \.id)
        return DiagnosticID.allCases.map { id in
            guard let found = byID[id], found.count == 1 else {
                preconditionFailure("'\(id.rawValue)' has \(byID[id]?.count ?? 0) catalogue entries instead of one")
            }
            return found[0]
        }
    }()

    /// The entry of `id`.
    package static func entry(_ id: DiagnosticID) -> Explanation {
        entries[id.position]
    }
}

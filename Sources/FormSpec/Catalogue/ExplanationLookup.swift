/// A diagnostic id that names no diagnostic, with the id that was probably meant.
package struct UnknownDiagnosticID: Error, Sendable, Equatable {
    /// The id as it was written.
    package let text: String
    /// The closest known id, when one is close enough to suggest.
    package let suggestion: DiagnosticID?

    /// "unknown diagnostic id 'checkbox.state-conflit'; did you mean 'checkbox.state-conflict'?",
    /// or, with nothing close, where to find the ids.
    package var message: String {
        let unknown = "unknown diagnostic id '\(text)'"
        guard let suggestion else { return unknown + "; run 'formspec explain' to list every id" }
        return unknown + "; did you mean '\(suggestion.rawValue)'?"
    }
}

extension Explanation {
    /// The explanation of the id written as `text`, ignoring case (`formspec explain ID`).
    ///
    /// An unknown id fails with the closest known one: by the whole id, or else by the part after
    /// the dot, so that `duplicate-id` suggests `form.duplicate-id`.
    package static func lookup(_ text: String) -> Result<Explanation, UnknownDiagnosticID> {
        if let explanation = Catalogue.entries.first(where: { $0.id.rawValue.lowercased() == text.lowercased() }) {
            return .success(explanation)
        }
        let ids = DiagnosticID.allCases
        let names = ids.map { String($0.rawValue.drop { $0 != "." }.dropFirst()) }
        let suggestion =
            Suggestion.closest(to: text, among: ids.map(\.rawValue)).flatMap(DiagnosticID.init(rawValue:))
            ?? Suggestion.closest(to: text, among: names).flatMap { name in names.firstIndex(of: name).map { ids[$0] } }
        return .failure(UnknownDiagnosticID(text: text, suggestion: suggestion))
    }
}

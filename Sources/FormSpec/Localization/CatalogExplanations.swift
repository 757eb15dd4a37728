extension DiagnosticID {
    /// `catalog.invalid`: a String Catalog is not JSON, or not a catalog.
    public static let catalogInvalid = DiagnosticID("catalog.invalid", severity: .error)
}

/// The explanation of the id about String Catalogs (`formspec strings`, `preview --catalog`).
enum CatalogExplanations: DiagnosticSource {
    static let diagnosticFamilies = [DiagnosticFamily("catalog", heading: "String Catalogs (.xcstrings)")]
    static let diagnosticIDs: [DiagnosticID] = [.catalogInvalid]
    static let explanations: [Explanation] = [
        Explanation(
            .catalogInvalid, summary: "a String Catalog is not JSON, or not a catalog",
            checks:
                "The String Catalog that `formspec strings` merges into, or `preview --catalog` draws from (an Xcode `.xcstrings` file, which is JSON), is not JSON at a place (a trailing comma, a comment, a string without double quotes, a line break inside a string, a key written twice in an object, objects nested more than 64 deep, …), or is JSON that is not a catalog (`strings` that is not an object of entries, an entry's `localizations` or `stringUnit` that is not an object, its `value` that is not text, …). The diagnostic is in the catalog, at the first place that is not JSON, or at each part that is not a catalog's; the catalog is left as it was and nothing is drawn.",
            reason:
                "Xcode reads only JSON, and a catalog written back from what it could not read would lose the translations it holds; the specs' texts are merged only into a catalog read whole. A catalog that cannot be read at all (missing for `preview`, a folder, a FIFO) is `io.read-failed`.",
            triggering: "formspec strings Forms --catalog Forms.xcstrings   # {\"strings\" : {},}: a trailing comma",
            passing: "formspec strings Forms --catalog Forms.xcstrings   # {\"strings\" : {}}")
    ]
}

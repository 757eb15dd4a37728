/// A file that declares diagnostic ids: each id, with its severity, as a static member of
/// ``DiagnosticID``; the list of them; their catalogue entries; and the headings of the
/// families they belong to, when the file is where a family is declared. Every rule is one; so
/// is every control definition (its family, and the ids its decoding reports), and each file of
/// the entries of the stages (``ReadingExplanations``…). ``DiagnosticSources`` gathers them.
protocol DiagnosticSource {
    /// The headings of the families it declares (none when others declare its ids' families).
    static var diagnosticFamilies: [DiagnosticFamily] { get }
    /// The ids it declares, in the order of the catalogue. (Listed apart from `explanations`, so
    /// that knowing the ids and their severities, as a configuration needs, builds no texts.)
    static var diagnosticIDs: [DiagnosticID] { get }
    /// The catalogue entries of its ids, one each.
    static var explanations: [Explanation] { get }
}

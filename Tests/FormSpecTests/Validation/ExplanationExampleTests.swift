import FormSpecYAML
import Testing

@testable import FormSpec

/// Every id's catalogue entry is also its test: each triggering example reports the id exactly
/// where its `1️⃣` marker stands (and nothing else), the passing example reports nothing at all.
@Suite struct ExplanationExampleTests {
    static let specEntries = Catalogue.entries.filter(\.examplesAreSpecs)

    /// Each triggering example, named by its id and its number.
    static let triggeringExamples: [String] = specEntries.flatMap { entry in
        entry.triggeringExamples.indices.map { "\(entry.id.rawValue) #\($0 + 1)" }
    }

    @Test func everyIDHasOneEntryFromWhereItIsReported() {
        let declared = DiagnosticSources.all.flatMap { $0.explanations }
        #expect(
            declared.map(\.id).sorted { $0.rawValue < $1.rawValue }
                == DiagnosticID.allCases.sorted { $0.rawValue < $1.rawValue })
        #expect(Catalogue.entries.map(\.id) == DiagnosticID.allCases)
    }

    @Test(arguments: triggeringExamples)
    func triggeringExampleReportsTheIDAtItsMarker(name: String) throws {
        let parts = name.split(separator: " #")
        let entry = try #require(DiagnosticID(rawValue: String(parts[0])).map(Catalogue.entry))
        let source = MarkedSource(entry.triggeringExamples[try #require(Int(parts[1])) - 1])
        let diagnostics = Compiler().check(SourceFile(name: "example.form.yaml", bytes: source.bytes))
        let found = diagnostics.filter { $0.id == entry.id }
        #expect(
            found.map(\.range.start) == [source.location(1)],
            "\(diagnostics.map { "\($0.range.start) \($0.id.rawValue) \($0.message)" })")
        #expect(
            diagnostics.allSatisfy { $0.id == entry.id }, "\(diagnostics.map { "\($0.id.rawValue): \($0.message)" })")
    }

    @Test(arguments: specEntries.map(\.id))
    func passingExampleIsClean(id: DiagnosticID) {
        let entry = Catalogue.entry(id)
        let diagnostics = Compiler().check(
            SourceFile(name: "example.form.yaml", bytes: MarkedSource(entry.passing).bytes))
        #expect(diagnostics.isEmpty, "\(diagnostics.map { "\($0.range.start) \($0.id.rawValue): \($0.message)" })")
    }
}

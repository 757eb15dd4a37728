import FormSpecYAML
import Testing
@testable import FormSpec

/// Every id's explanation is also its test: the triggering example reports the id exactly where
/// its `1️⃣` marker stands (and nothing else), the passing example reports nothing at all.
@Suite struct ExplanationExampleTests {
    static let specExamples = Explanation.all.filter(\.examplesAreSpecs)

    @Test func everyIDIsExplainedOnce() {
        let written = ReadingExplanations.all + DecodingExplanations.all + Validator.rules.flatMap { $0.explanations }
        #expect(written.count == DiagnosticID.allCases.count)
        #expect(Explanation.all.map(\.id) == DiagnosticID.allCases)
    }

    @Test(arguments: specExamples.map(\.id))
    func triggeringExampleReportsTheIDAtItsMarker(id: DiagnosticID) throws {
        let explanation = try #require(Explanation.of(id))
        let source = MarkedSource(explanation.triggering)
        let diagnostics = Compiler().check(SourceFile(name: "example.form.yaml", bytes: source.bytes))
        let found = diagnostics.filter { $0.id == id }
        #expect(found.map(\.range.start) == [source.location(1)], "\(diagnostics.map { "\($0.range.start) \($0.id.rawValue) \($0.message)" })")
        #expect(diagnostics.allSatisfy { $0.id == id }, "\(diagnostics.map { "\($0.id.rawValue): \($0.message)" })")
    }

    @Test(arguments: specExamples.map(\.id))
    func passingExampleIsClean(id: DiagnosticID) throws {
        let explanation = try #require(Explanation.of(id))
        let diagnostics = Compiler().check(SourceFile(name: "example.form.yaml", bytes: MarkedSource(explanation.passing).bytes))
        #expect(diagnostics.isEmpty, "\(diagnostics.map { "\($0.range.start) \($0.id.rawValue): \($0.message)" })")
    }
}

import FormSpecYAML
import Testing

@testable import FormSpec

/// One mistake, one diagnostic: a node the parse refused (an unsupported tag, a value its tag
/// cannot read) is reported by the parse alone, and a mistake reached several ways is collected
/// once, with nothing filtered after the fact.
@Suite struct ReportedOnceTests {
    private func check(_ text: String) -> (source: MarkedSource, diagnostics: [Diagnostic]) {
        let source = MarkedSource(text)
        return (source, Compiler().check(SourceFile(name: "t.form.yaml", bytes: source.bytes)))
    }

    @Test(arguments: [
        ("  - type: checkbox\n    id: 1️⃣!custom accept terms\n    label: Terms", DiagnosticID.yamlUnsupportedTag),
        (
            "  - type: checkbox\n    id: terms\n    label: Terms\n    threeState: 1️⃣!!int yes",
            DiagnosticID.specInvalidValue
        ),
        (
            "  - type: checkbox\n    id: terms\n    label: Terms\n    1️⃣!custom threestate: true",
            DiagnosticID.yamlUnsupportedTag
        ),
        ("  - 1️⃣!custom {type: toggle}\n  - {type: toggle, id: t, label: T}", DiagnosticID.yamlUnsupportedTag),
        (
            "  - type: radioGroup\n    id: size\n    label: Size\n    items: 1️⃣!!map [a, b]",
            DiagnosticID.yamlUnsupportedTag
        ),
    ])
    func aRefusedNodeIsReportedByTheParseAlone(controls: String, id: DiagnosticID) {
        let (source, diagnostics) = check(ExampleSpec.form(controls))
        #expect(
            diagnostics.map(\.id) == [id], "\(diagnostics.map { "\($0.range.start) \($0.id.rawValue): \($0.message)" })"
        )
        #expect(diagnostics.first?.range.start == source.location(1))
    }

    @Test func theCollectorKeepsAMistakeOnce() {
        var collector = DiagnosticCollector(file: "t.form.yaml")
        let range = SourceRange(at: SourceLocation(line: 3, column: 5, offset: 20))
        collector.report(.specUnknownKey, "a checkbox has no key 'hapticz'", at: range)
        collector.report(.specUnknownKey, "a checkbox has no key 'hapticz'", at: range)
        collector.report(.specUnknownKey, "a toggle has no key 'hapticz'", at: range)
        #expect(
            collector.diagnostics.map(\.message) == [
                "a checkbox has no key 'hapticz'", "a toggle has no key 'hapticz'",
            ])
        #expect(collector.takeDiagnostics().kept.count == 2)
        collector.report(.specUnknownKey, "a checkbox has no key 'hapticz'", at: range)
        #expect(collector.diagnostics.count == 1, "a taken diagnostic is not remembered")
    }
}

import FormSpecYAML
import Testing

@testable import FormSpec

/// A checkbox image written `{symbol: NAME}` is an SF Symbol: kept apart from asset names from
/// the spec to the output, and an asset name shaped like a symbol's gets `checkbox.symbol-as-asset`.
@Suite struct CheckboxSymbolTests {
    private func check(_ controls: String) -> [Diagnostic] {
        Compiler().check(SourceFile(name: "t.form.yaml", bytes: Array(ExampleSpec.form(controls).utf8)))
    }

    @Test func aSymbolIsCustomAndMarkedInTheOutput() throws {
        let spec = ExampleSpec.form(
            "  - {type: checkbox, id: c, label: C, images: {on: {symbol: heart.fill}, off: heart-outline}}")
        let compilation = Compiler().compile(SourceFile(name: "t.form.yaml", bytes: Array(spec.utf8)))
        let form = try #require(compilation.form, "\(compilation.diagnostics.map(\.message))")
        let checkbox = try #require(form.controls.first?.body as? CheckboxModel)
        #expect(checkbox.appearance == .custom)
        #expect(checkbox.images.on == .symbol("heart.fill"))
        #expect(checkbox.images.off == .named("heart-outline"))
        #expect(checkbox.display.on == .symbol("heart.fill"))
        let json = form.json()
        #expect(json.contains("\"on\": {\n            \"symbol\": \"heart.fill\"\n          }"), "\(json)")
        #expect(json.contains("\"off\": \"heart-outline\""))
    }

    @Test(arguments: [
        ("{on: {symbol: 1️⃣\"\"}, off: b}", DiagnosticID.specInvalidValue, "is empty; write the name of an SF Symbol"),
        ("{on: {1️⃣symbl: heart}, off: b}", .specUnknownKey, "did you mean 'symbol'?"),
        ("{on: 1️⃣{}, off: b}", .specMissingKey, "an SF Symbol image needs 'symbol'"),
        ("{on: 1️⃣[heart], off: b}", .specTypeMismatch, "or {symbol: NAME} for an SF Symbol"),
        ("{on: {symbol: 1️⃣[heart]}, off: b}", .specTypeMismatch, "takes text"),
    ])
    func aWrongSymbolIsOneDiagnostic(images: String, id: DiagnosticID, words: String) throws {
        let source = MarkedSource(ExampleSpec.form("  - {type: checkbox, id: c, label: C, images: \(images)}"))
        let diagnostics = Compiler().check(SourceFile(name: "t.form.yaml", bytes: source.bytes))
        #expect(diagnostics.map(\.id) == [id], "\(diagnostics.map(\.message))")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.range.start == source.location(1))
        #expect(diagnostic.message.contains(words), "\(diagnostic.message)")
    }

    @Test(arguments: [
        ("heart.fill", true), ("checkmark.square.fill", true), ("0.circle", true), ("person.2.fill", true),
        ("heart", false), ("terms-on", false), ("Heart.Fill", false), ("check.png", false), ("logo.PDF", false),
        ("icons/heart.fill", false),
        ("heart..fill", false), (".fill", false), ("heart.", false), ("heart_fill.on", false),
    ])
    func whatIsShapedLikeASymbol(name: String, shaped: Bool) {
        #expect(CheckboxSymbolAsAssetRule.isShapedLikeSymbol(name) == shaped)
    }

    /// The info points at each such name and writes the symbol; nothing else is said.
    @Test func anAssetNamedLikeASymbolGetsTheSymbol() throws {
        let diagnostics = check(
            "  - {type: checkbox, id: c, label: C, threeState: true, images: {on: heart.fill, off: \"heart\", clear: heart.slash}}"
        )
        #expect(diagnostics.map(\.id) == [.checkboxSymbolAsAsset, .checkboxSymbolAsAsset])
        #expect(diagnostics.map(\.severity) == [.info, .info])
        #expect(diagnostics.flatMap(\.fixIts).map(\.replacement) == ["{symbol: heart.fill}", "{symbol: heart.slash}"])
        #expect(diagnostics.first?.message.contains("'images.on' names an image of the app's asset catalog") == true)
    }
}

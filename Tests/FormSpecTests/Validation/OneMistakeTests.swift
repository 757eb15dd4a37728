import FormSpecYAML
import Testing

@testable import FormSpec

/// A key written under another name (`treeState`), or with a value that cannot be read, is one
/// mistake: the rules whose verdict depends on that key stay silent, and only the key is
/// reported, at the marker.
@Suite struct OneMistakeTests {
    private func check(_ controls: String) -> (source: MarkedSource, diagnostics: [Diagnostic]) {
        let source = MarkedSource(ExampleSpec.form(controls))
        return (source, Compiler().check(SourceFile(name: "t.form.yaml", bytes: source.bytes)))
    }

    @Test(arguments: [
        // `threeState` misspelt: whether CLEAR exists is not known.
        ("  - {type: checkbox, id: c, label: C, 1️⃣treeState: true, state: clear}", DiagnosticID.specUnknownKey),
        ("  - {type: checkbox, id: c, label: C, 1️⃣treeState: true, useOffImageForClear: false}", .specUnknownKey),
        (
            "  - {type: checkbox, id: c, label: C, 1️⃣threestate: true, images: {on: a, off: b, clear: c}}",
            .specUnknownKey
        ),
        // An image misspelt, written empty, or named after RVS_Checkbox's property beside `images`.
        ("  - {type: checkbox, id: c, label: C, images: {on: a, 1️⃣offf: b}}", .specUnknownKey),
        ("  - {type: checkbox, id: c, label: C, images: {on: a, off: 1️⃣\"\"}}", .specInvalidValue),
        ("  - {type: checkbox, id: c, label: C, appearance: custom, images: {on: a, 1️⃣offf: b}}", .specUnknownKey),
        ("  - {type: checkbox, id: c, label: C, appearance: custom, images: {on: a}, 1️⃣offImage: b}", .specUnknownKey),
        ("  - {type: checkbox, id: c, label: C, images: {on: a}, 1️⃣offImage: b}", .specUnknownKey),
        (
            "  - {type: checkbox, id: c, label: C, threeState: true, useOffImageForClear: false, images: {on: a, off: b, 1️⃣claer: c}}",
            .specUnknownKey
        ),
        (
            "  - {type: checkbox, id: c, label: C, threeState: true, useOffImageForClear: false, images: {on: a, off: b}, 1️⃣clearImage: c}",
            .specUnknownKey
        ),
        // `appearance` misspelt: whether the images are drawn is not known.
        ("  - {type: checkbox, id: c, label: C, 1️⃣apperance: symbols, images: {on: a}}", .specUnknownKey),
        (
            "  - {type: checkbox, id: c, label: C, threeState: true, appearance: 1️⃣symbol, useOffImageForClear: false, images: {on: a, off: b}}",
            .specInvalidValue
        ),
        // A calendar colour misspelt, wrong or beside `colors`: its default is no verdict on contrast.
        (
            "  - {type: calendar, id: c, label: C, dates: [2026-11-05], colors: {tint: \"#FFFF00\", 1️⃣enabledDayBackgrund: \"#000000\"}}",
            .specUnknownKey
        ),
        (
            "  - {type: calendar, id: c, label: C, dates: [2026-11-05], colors: {tint: \"#FFFF00\", enabledDayBackground: 1️⃣blak}}",
            .colorInvalid
        ),
        (
            "  - {type: calendar, id: c, label: C, dates: [2026-11-05], colors: {tint: \"#FFFF00\"}, 1️⃣enabledItemBackgroundColor: black}",
            .specUnknownKey
        ),
        (
            "  - {type: calendar, id: c, label: C, dates: [2026-11-05], headers: {1️⃣yaer: false}, colors: {yearHeaderText: \"#777777\", yearHeaderBackground: \"#888888\"}}",
            .specUnknownKey
        ),
    ])
    func aKeyWrittenWronglyIsTheOnlyDiagnostic(controls: String, id: DiagnosticID) {
        let (source, diagnostics) = check(controls)
        #expect(
            diagnostics.map(\.id) == [id], "\(diagnostics.map { "\($0.range.start) \($0.id.rawValue): \($0.message)" })"
        )
        #expect(diagnostics.first?.range.start == source.location(1))
    }

    /// Written rightly, the same specs get the rules' diagnostics: the silence above is the
    /// mistake's, not the rules'.
    @Test(arguments: [
        ("  - {type: checkbox, id: c, label: C, state: 1️⃣clear}", DiagnosticID.checkboxClearInTwoState),
        ("  - {type: checkbox, id: c, label: C, 1️⃣images: {on: a}}", .checkboxPartialImages),
        (
            "  - {type: checkbox, id: c, label: C, appearance: 1️⃣custom, images: {on: a}}",
            .checkboxCustomImagesIncomplete
        ),
        (
            "  - {type: checkbox, id: c, label: C, threeState: true, useOffImageForClear: 1️⃣false, images: {on: a, off: b}}",
            .checkboxMissingClearImage
        ),
        ("  - {type: calendar, id: c, label: C, dates: [2026-11-05], colors: {tint: 1️⃣\"#FFFF00\"}}", .a11yLowContrast),
        (
            "  - {type: calendar, id: c, label: C, dates: [2026-11-05], colors: {yearHeaderText: 1️⃣\"#777777\", yearHeaderBackground: \"#888888\"}}",
            .a11yLowContrast
        ),
    ])
    func theRulesStillSpeakWithoutTheMistake(controls: String, id: DiagnosticID) {
        let (source, diagnostics) = check(controls)
        #expect(
            diagnostics.map(\.id) == [id], "\(diagnostics.map { "\($0.range.start) \($0.id.rawValue): \($0.message)" })"
        )
        #expect(diagnostics.first?.range.start == source.location(1))
    }

    /// Two mistakes are still two: an image written empty does not hide the one missing.
    @Test func anotherMistakeIsStillReported() {
        let (_, diagnostics) = check("  - {type: checkbox, id: c, label: C, appearance: custom, images: {on: \"\"}}")
        #expect(diagnostics.map(\.id) == [.checkboxCustomImagesIncomplete, .specInvalidValue])
        #expect(diagnostics.first?.message.hasSuffix("add 'images.off'") == true, "\(diagnostics.map(\.message))")
    }

    /// The misspelt key of the task: a large spec of such checkboxes gets one diagnostic each.
    @Test func eachCheckboxOfALargeSpecGetsOne() {
        let controls = (0..<200).map { "  - {type: checkbox, id: c\($0), label: C, treeState: true, state: clear}" }
            .joined(separator: "\n")
        let (_, diagnostics) = check(controls)
        #expect(diagnostics.count == 200)
        #expect(
            diagnostics.allSatisfy { $0.id == .specUnknownKey && $0.message.contains("did you mean 'threeState'?") })
    }
}

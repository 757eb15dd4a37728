import FormSpecYAML
import Testing

@testable import FormSpec

/// `a11y.missing-label`: an empty label counts as absent, and a label misnamed, or a control of
/// an unknown type, is one mistake reported once.
@Suite struct MissingLabelTests {
    func check(_ text: String) -> (source: MarkedSource, diagnostics: [Diagnostic]) {
        let source = MarkedSource(text)
        return (source, Compiler().check(SourceFile(name: "t.yaml", bytes: source.bytes)))
    }

    @Test(arguments: [
        "", " ", "\t", "\n", "\r\n", " \n ", "\u{00A0}", "\u{3000}", "\u{2028}", "\u{2029}", "\u{0085}", "\u{200B}",
        "\u{FEFF}", "\u{200D}", " \u{200B} ",
    ])
    func textWithNothingToReadIsBlank(text: String) {
        #expect(LabelText.isBlank(text))
    }

    @Test(arguments: ["a", " a ", "\u{00A0}é", "·", "\u{200B}x", "-"])
    func textWithACharacterToReadIsNot(text: String) {
        #expect(!LabelText.isBlank(text))
    }

    @Test func theMessageSaysWhatTheTextHolds() {
        #expect(LabelText.blankness(of: "") == "is empty")
        #expect(LabelText.blankness(of: " \n") == "holds only white space")
        #expect(LabelText.blankness(of: "\u{200B}") == "holds only invisible characters")
        #expect(LabelText.blankness(of: " \u{200B}") == "holds only white space and invisible characters")
    }

    /// An empty label is reported at its text, where the author fixes it.
    @Test(arguments: ["\"\"", "\"   \"", "\"\\n\"", "\"\\u00A0\"", "\"\\u200B\"", "''", "\"\\t\""])
    func anEmptyLabelIsAbsent(written: String) throws {
        let (source, diagnostics) = check(ExampleSpec.form("  - type: toggle\n    id: t\n    label: 1️⃣\(written)"))
        #expect(diagnostics.map(\.id) == [.a11yMissingLabel])
        #expect(diagnostics.first?.range.start == source.location(1))
        #expect(diagnostics.first?.message.contains("'label' ") == true)
        #expect(diagnostics.first?.message.contains("or add 'accessibilityLabel'") == true)
    }

    @Test func aBlockScalarOfLineBreaksIsAbsent() throws {
        let (source, diagnostics) = check(
            ExampleSpec.form("  - type: toggle\n    id: t\n    label: 1️⃣|+\n\n\n  - {type: toggle, id: u, label: U}"))
        #expect(diagnostics.map(\.id) == [.a11yMissingLabel])
        #expect(diagnostics.first?.range.start == source.location(1))
    }

    /// One text suffices: an empty accessibility label beside a label, an empty title beside an
    /// accessibility label.
    @Test func oneTextToReadIsEnough() {
        for spec in [
            ExampleSpec.form("  - {type: toggle, id: t, label: T, accessibilityLabel: \"\"}"),
            ExampleSpec.form("  - {type: toggle, id: t, label: \" \", accessibilityLabel: T}"),
            ExampleSpec.form(
                "  - {type: radioGroup, id: r, title: \"\", accessibilityLabel: R, items: [{id: a, label: A}]}"),
            ExampleSpec.form(
                "  - {type: radioGroup, id: r, title: R, label: \"\", items: [{id: a, label: A, accessibilityLabel: \" \"}]}"
            ),
        ] {
            #expect(check(spec).diagnostics.isEmpty, "\(spec)")
        }
    }

    /// A value that is not text is reported as such, and counts as written.
    @Test func aLabelOfTheWrongTypeIsReportedOnce() {
        let (_, diagnostics) = check(ExampleSpec.form("  - {type: toggle, id: t, label: [T]}"))
        #expect(diagnostics.map(\.id) == [.specTypeMismatch])
    }

    @Test func everyEmptyTextIsNamedAndTheFirstWrittenIsPointedAt() throws {
        let (source, diagnostics) = check(
            ExampleSpec.form(
                """
                  - type: checkboxGroup
                    id: g
                    title: 1️⃣""
                    label: 2️⃣" "
                    items:
                      - {id: a, label: A}
                """))
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.range.start == source.location(1))
        #expect(
            diagnostic.message
                == "'title' is empty and 'label' holds only white space, so VoiceOver announces nothing for the control 'g'; write the text of one of them, or add 'accessibilityLabel'"
        )
        #expect(diagnostic.notes.map(\.range.start) == [source.location(2)])
    }

    /// A label written under another name is the one mistake: `spec.unknown-key` alone.
    @Test(arguments: [
        "  - type: radioGroup\n    id: r\n    1️⃣tittle: Cabin\n    items: [{id: a, label: A}]",
        "  - type: toggle\n    id: t\n    1️⃣lable: T",
        "  - type: toggle\n    id: t\n    1️⃣accesibilityLabel: T",
        "  - type: toggle\n    id: t\n    1️⃣text: T",
        "  - type: checkbox\n    id: c\n    1️⃣attributedText: C",
        "  - type: radioButton\n    id: r\n    1️⃣title: R",
        "  - type: checkboxGroup\n    id: g\n    label: G\n    items:\n      - {id: a, 1️⃣lable: A}",
        "  - type: checkboxGroup\n    id: g\n    label: G\n    items:\n      - {id: a, 1️⃣text: A}",
        "  - 1️⃣tpye: toggle\n    id: t\n    label: T",
    ])
    func aMisnamedLabelIsOneMistake(controls: String) throws {
        let (source, diagnostics) = check(ExampleSpec.form(controls))
        #expect(diagnostics.map(\.id) == [.specUnknownKey], "\(diagnostics.map(\.message))")
        #expect(diagnostics.first?.range.start == source.location(1))
    }

    /// A type that is not a control type is the one mistake: which keys label the control is the
    /// type's to say.
    @Test(arguments: ["togle", "radioGrup", "5", "[toggle]"])
    func anUnknownTypeIsOneMistake(type: String) throws {
        let (_, diagnostics) = check(ExampleSpec.form("  - type: \(type)\n    id: t\n    title: T"))
        #expect(diagnostics.count == 1, "\(diagnostics.map(\.message))")
        #expect(!diagnostics.contains { $0.id == .a11yMissingLabel })
    }

    /// Without a type, any key that labels some control counts; with none, the label is missing.
    @Test func withoutATypeAnyLabelKeyCounts() {
        #expect(check(ExampleSpec.form("  - {id: t, title: T}")).diagnostics.map(\.id) == [.specMissingKey])
        #expect(
            check(ExampleSpec.form("  - {id: t}")).diagnostics.map(\.id).sorted { $0.rawValue < $1.rawValue }
                == [.a11yMissingLabel, .specMissingKey])
    }

    /// The output's accessibility label falls back to the label when the declared one is blank.
    @Test func aBlankAccessibilityLabelFallsBackToTheLabel() throws {
        let spec = ExampleSpec.form("  - {type: toggle, id: t, label: Remind me, accessibilityLabel: \"\\u00A0\"}")
        let model = try #require(Compiler().compile(SourceFile(name: "t.yaml", bytes: Array(spec.utf8))).form)
        #expect(model.controls.first?.accessibilityLabel == "Remind me")
    }
}

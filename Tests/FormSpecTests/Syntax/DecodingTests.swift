import FormSpecYAML
import Testing

@testable import FormSpec

/// The decode stage as an author meets it: what is accepted, what is reported and where.
@Suite struct DecodingTests {
    /// Checks `text` (with markers), returning the diagnostics.
    func check(_ text: String) -> (source: MarkedSource, diagnostics: [Diagnostic]) {
        let source = MarkedSource(text)
        return (source, Compiler().check(SourceFile(name: "t.yaml", bytes: source.bytes)))
    }

    /// The decoded form of a valid spec.
    func decode(_ text: String) throws -> FormSyntax {
        let bytes = Array(text.utf8)
        let root = try #require(YAMLParser.parse(bytes).root)
        var decoder = SyntaxDecoder(bytes: bytes, collector: DiagnosticCollector(file: "t.yaml"))
        let decoded = decoder.form(root) { decoder, items in decoder.decodeEach(items) { $0.control($1) } }
        let form = try #require(decoded)
        #expect(decoder.collector.diagnostics.isEmpty, "\(decoder.collector.diagnostics.map(\.message))")
        return form
    }

    @Test(arguments: ["yes", "no", "on", "off", "y", "n", "Yes", "NO", "On", "OFF"])
    func yaml11BooleansAreTextWithANoteAndAFix(word: String) throws {
        let (source, diagnostics) = check(
            ExampleSpec.form("  - type: checkbox\n    id: c\n    label: C\n    haptics: 1️⃣\(word)"))
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.id == .specTypeMismatch)
        #expect(diagnostic.range.start == source.location(1))
        #expect(diagnostic.message.contains("YAML 1.2"))
        #expect(diagnostic.notes.count == 1)
        let meant = ["yes", "on", "y"].contains(word.lowercased()) ? "true" : "false"
        #expect(diagnostic.fixIts.map(\.replacement) == [meant])
    }

    @Test func aNumberTooLargeForADoubleIsNotInfinite() throws {
        let digits = String(repeating: "9", count: 400)
        let (source, diagnostics) = check(
            ExampleSpec.form(
                """
                  - type: calendar
                    id: c
                    label: C
                    dates: [2026-01-01]
                    headerHeights: {year: 1️⃣\(digits), month: 1e300}
                    fonts: {day: {size: 2️⃣\(digits)}}
                """))
        #expect(diagnostics.map(\.id) == [.specInvalidValue, .specInvalidValue])
        #expect(diagnostics.map(\.range.start) == [source.location(1), source.location(2)])
        #expect(
            diagnostics.first?.message
                == "'year' takes a finite number, not the integer \(digits.prefix(32))… (400 characters)")
    }

    @Test func quotedTextIsNeverABoolean() throws {
        let (_, diagnostics) = check(
            ExampleSpec.form("  - type: checkbox\n    id: c\n    label: C\n    haptics: 'yes'"))
        #expect(diagnostics.map(\.id) == [.specTypeMismatch])
        #expect(diagnostics.first?.notes.isEmpty == true)
    }

    @Test func extensionsAreAcceptedWhereAllowedAndKeptAsWritten() throws {
        let form = try decode(
            """
            formspec: 1
            id: f
            x-owner: design
            controls:
              - type: checkboxGroup
                id: g
                label: G
                x-group: 1
                items:
                  - {id: a, label: A, x-sku: 7}
              - type: calendar
                id: c
                label: C
                dates:
                  - {date: 2026-01-02, x-reason: closed}

            """)
        #expect(form.extensions.map(\.key) == ["x-owner"])
        #expect(form.controls[0].extensions.map(\.key) == ["x-group"])
        guard let group = form.controls[0].body as? GroupSyntax, let calendar = form.controls[1].body as? CalendarSyntax
        else {
            Issue.record("wrong kinds")
            return
        }
        #expect(group.items[0].extensions.map(\.key) == ["x-sku"])
        #expect(calendar.dates[0].extensions.map(\.key) == ["x-reason"])
    }

    @Test func extensionsAreUnknownKeysElsewhere() throws {
        let (source, diagnostics) = check(
            ExampleSpec.form(
                """
                  - type: checkbox
                    id: c
                    label: C
                    images: {on: a, off: b, 1️⃣x-note: no}
                """))
        #expect(diagnostics.map(\.id) == [.specUnknownKey])
        #expect(diagnostics.first?.range.start == source.location(1))
        #expect(
            diagnostics.first?.message.contains(
                "extension keys are allowed on the form, controls, group items and calendar dates") == true)
    }

    /// A key is an extension when its first characters are `x-`, whatever combining mark follows.
    @Test func anExtensionKeyStartingWithACombiningMarkIsAnExtension() throws {
        let (source, diagnostics) = check(
            ExampleSpec.form(
                """
                  - type: checkbox
                    id: c
                    label: C
                    x-\u{301}ok: 1
                    images: {on: a, off: b, 1️⃣x-\u{301}note: no}
                """))
        #expect(diagnostics.map(\.id) == [.specUnknownKey])
        #expect(diagnostics.first?.range.start == source.location(1))
        #expect(
            diagnostics.first?.message.contains(
                "extension keys are allowed on the form, controls, group items and calendar dates") == true)
    }

    @Test func aKeyOfAnotherControlTypeSaysWhose() throws {
        let (_, diagnostics) = check(ExampleSpec.form("  - type: checkbox\n    id: c\n    label: C\n    items: []"))
        #expect(
            diagnostics.map(\.message) == [
                "a checkbox has no key 'items'; 'items' is a key of checkboxGroup and radioGroup, not of checkbox"
            ])
    }

    @Test func missingKeysPointAtTheMapping() throws {
        let (source, diagnostics) = check(ExampleSpec.form("  - 1️⃣label: Nameless"))
        #expect(diagnostics.map(\.id) == [.specMissingKey, .specMissingKey])
        #expect(diagnostics.map(\.range.start) == [source.location(1), source.location(1)])
        #expect(diagnostics.map(\.message) == ["a control needs 'id'", "a control needs 'type'"])
    }

    @Test func anEmptyValueIsReportedAtItsKey() throws {
        let (source, diagnostics) = check(
            ExampleSpec.form("  - type: toggle\n    id: t\n    1️⃣label:\n    accessibilityLabel: T"))
        #expect(diagnostics.map(\.id) == [.specTypeMismatch])
        #expect(diagnostics.first?.range.start == source.location(1))
        #expect(diagnostics.first?.message == "'label' takes text, not no value")
    }

    @Test func mergeKeysAndAliasesDecodeLikeWrittenKeys() throws {
        let form = try decode(
            """
            formspec: 1
            id: f
            x-defaults: &defaults {type: checkbox, threeState: true, tint: "#0a84ff"}
            controls:
              - <<: *defaults
                id: a
                label: A
                threeState: false

            """)
        guard let checkbox = form.controls[0].body as? CheckboxSyntax else {
            Issue.record("not a checkbox")
            return
        }
        #expect(checkbox.threeState?.value == false)
        #expect(checkbox.tint?.value.canonical == "#0A84FFFF")
    }

    @Test func localesAreNormalized() throws {
        let form = try decode(
            ExampleSpec.form("  - {type: toggle, id: t, label: T}").replacingOccurrences(
                of: "id: example", with: "id: example\nlocale: en-GB"))
        #expect(form.locale?.value == "en_GB")
        let (_, diagnostics) = check(
            "formspec: 1\nid: f\nlocale: English\ncontrols:\n  - {type: toggle, id: t, label: T}\n")
        #expect(diagnostics.map(\.id) == [.specInvalidValue])
    }

    @Test func oneControlsMistakesNeverHideAnothers() throws {
        let (source, diagnostics) = check(
            ExampleSpec.form(
                """
                  - type: toggle
                    id: a
                    label: A
                    state: 1️⃣maybe
                  - type: checkbox
                    id: b
                    label: B
                    threeState: 2️⃣yes
                  - type: 3️⃣radio
                    id: c
                    label: C
                """))
        #expect(diagnostics.map(\.range.start) == [source.location(1), source.location(2), source.location(3)])
    }
}

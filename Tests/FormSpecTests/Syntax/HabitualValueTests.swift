import FormSpecYAML
import Testing

@testable import FormSpec

/// Values an iOS developer writes out of habit — a colour as Swift code names it, UIKit's fixed
/// colours, the device's locale misspelt — get the value FormSpec takes as their "did you mean",
/// with a fix-it that leaves a spec without diagnostics.
@Suite struct HabitualValueTests {
    /// Checks `spec`, applies the fix-it of its one diagnostic and checks the result.
    private func fix(_ spec: String) throws -> (diagnostic: Diagnostic, replacement: String, after: [Diagnostic]) {
        let source = MarkedSource(spec)
        let diagnostics = Compiler().check(SourceFile(name: "t.form.yaml", bytes: source.bytes))
        #expect(diagnostics.count == 1, "\(diagnostics.map(\.message))")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.range.start == source.location(1))
        let fixIt = try #require(diagnostic.fixIts.first, "\(diagnostic.message)")
        let bytes = source.bytes
        let fixed =
            Array(bytes[..<fixIt.range.start.offset]) + Array(fixIt.replacement.utf8)
            + Array(bytes[fixIt.range.end.offset...])
        return (diagnostic, fixIt.replacement, Compiler().check(SourceFile(name: "t.form.yaml", bytes: fixed)))
    }

    @Test(arguments: [
        ("red", "systemRed"), ("purple", "systemPurple"), ("Purple", "systemPurple"), ("UIColor.red", "systemRed"),
        (".red", "systemRed"),
        ("UIColor.purple", "systemPurple"), ("gray", "systemGray"), ("grey", "systemGray"),
        ("Color.pink", "systemPink"),
        ("UIColor.systemRed", "systemRed"), (".systemIndigo", "systemIndigo"), ("systemred", "systemRed"),
        ("UIColor.white", "white"),
        ("UIColor.label", "label"), ("darkGray", "\"#555555\""), ("UIColor.brown", "\"#996633\""),
    ])
    func aColourAsSwiftNamesItGetsFormSpecsName(written: String, expected: String) throws {
        let (diagnostic, replacement, after) = try fix(
            ExampleSpec.form("  - {type: checkbox, id: c, label: C, tint: 1️⃣\(written)}"))
        #expect(diagnostic.id == .colorInvalid)
        #expect(replacement == expected)
        #expect(diagnostic.message.contains("did you mean"), "\(diagnostic.message)")
        #expect(after.isEmpty, "\(after.map(\.message))")
    }

    @Test func aFixedColourSaysWhyAndWhatItWas() throws {
        let (diagnostic, _, _) = try fix(ExampleSpec.form("  - {type: checkbox, id: c, label: C, tint: 1️⃣UIColor.red}"))
        #expect(
            diagnostic.message
                == "'UIColor.red' is not a colour: UIKit's fixed colours are not accepted; did you mean 'systemRed' (it adapts to dark mode)? UIColor.red itself is \"#FF0000\""
        )
    }

    @Test func aCalendarColourGetsItToo() throws {
        let spec = ExampleSpec.form(
            "  - {type: calendar, id: c, label: C, dates: [2026-11-05], colors: {enabledDayBackground: 1️⃣UIColor.white}}"
        )
        let (_, replacement, after) = try fix(spec)
        #expect(replacement == "white")
        #expect(after.isEmpty, "\(after.map(\.message))")
    }

    @Test(arguments: ["currnt", "Current", "curent"])
    func theDevicesLocaleMisspeltGetsCurrent(written: String) throws {
        for spec in [
            "formspec: 1\nid: f\nlocale: 1️⃣\(written)\ncontrols:\n  - {type: toggle, id: t, label: T}\n",
            ExampleSpec.form("  - {type: calendar, id: c, label: C, dates: [2026-11-05], locale: 1️⃣\(written)}"),
        ] {
            let (diagnostic, replacement, after) = try fix(spec)
            #expect(diagnostic.id == .specInvalidValue)
            #expect(diagnostic.message.hasSuffix("did you mean 'current'?"), "\(diagnostic.message)")
            #expect(replacement == "current")
            #expect(after.isEmpty, "\(after.map(\.message))")
        }
    }

    /// A word far from every colour still gets the list, and a locale far from `current` none.
    @Test func farWordsGetNoFix() {
        for spec in [
            ExampleSpec.form("  - {type: checkbox, id: c, label: C, tint: ultraviolet}"),
            "formspec: 1\nid: f\nlocale: english-please\ncontrols:\n  - {type: toggle, id: t, label: T}\n",
        ] {
            let diagnostics = Compiler().check(SourceFile(name: "t.form.yaml", bytes: Array(spec.utf8)))
            #expect(diagnostics.count == 1)
            #expect(diagnostics.allSatisfy { $0.fixIts.isEmpty }, "\(diagnostics.map(\.message))")
        }
    }
}

import FormSpec
import FormSpecYAML
import Testing

/// A fix-it replaces a value as written and keeps the YAML around it: a block scalar's line
/// break, an anchor and a tag; and a round that would make the file unreadable YAML is never
/// written.
@Suite struct YAMLLayoutFixTests {
    private static func spec(_ state: String, next: String = "") -> String {
        "formspec: 1\nid: f\ncontrols:\n  - type: toggle\n    id: t\n    label: L\n    state: " + state
            + "  - type: toggle\n    id: u\n    label: M\n" + next
    }

    private static func fixedText(_ text: String) -> String {
        String(decoding: SpecFixerTests.fixed(Array(text.utf8)).bytes, as: UTF8.self)
    }

    @Test(arguments: ["|\n      On\n", "|-\n      On\n", ">-\n      On\n", ">\n      On\n", "&s !!str |\n      On\n"])
    func aBlockScalarIsReplacedAndTheNextLineKept(_ state: String) {
        let expected = Self.spec(state.hasPrefix("&") ? "&s !!str on\n" : "on\n")
        #expect(Self.fixedText(Self.spec(state)) == expected)
    }

    @Test func aBlockScalarWithCRLFKeepsItsLineBreak() {
        let text = Self.spec("|\r\n      On\r\n").replacingOccurrences(of: "\n", with: "\r\n")
            .replacingOccurrences(of: "\r\r\n", with: "\r\n")
        #expect(Self.fixedText(text) == Self.spec("on\n").replacingOccurrences(of: "\n", with: "\r\n"))
    }

    @Test func anAnchorAndItsAliasesStay() {
        let text = Self.spec("&st On\n", next: "    state: *st\n")
        let fixed = Self.fixedText(text)
        #expect(fixed.contains("    state: &st on\n"))
        #expect(SpecFixerTests.diagnostics(Array(fixed.utf8)).isEmpty)
    }

    /// A checker whose fix-it eats the line break after a value, as a block scalar's range once
    /// did: the new text has a YAML error away from the edit's start.
    struct LineBreakEatingChecker: SpecChecking {
        func findings(_ source: SourceFile) -> SpecFindings {
            var findings = Compiler().findings(source)
            findings.diagnostics = findings.diagnostics.map { diagnostic in
                var diagnostic = diagnostic
                let lines = SourceLines(source.bytes)
                for index in diagnostic.fixIts.indices {
                    let end = diagnostic.fixIts[index].range.end.offset
                    diagnostic.fixIts[index].range.end = lines.location(ofByteOffset: end + 1)
                }
                return diagnostic
            }
            return findings
        }

        func judged(_ diagnostics: [Diagnostic]) -> [Diagnostic] { diagnostics }
    }

    @Test func aRoundThatBreaksTheYAMLIsNotWritten() throws {
        let text = Self.spec("On\n")
        let fixed = SpecFixer(checker: LineBreakEatingChecker(), appliesUnsafe: false).fix(
            SourceFile(name: "a.form.yaml", bytes: Array(text.utf8)))
        #expect(!fixed.changed)
        #expect(fixed.bytes == Array(text.utf8))
        let unstable = try #require(fixed.findings.diagnostics.first { $0.id == .fixUnstable })
        #expect(unstable.message.contains("it writes an error where it applies"))
    }
}

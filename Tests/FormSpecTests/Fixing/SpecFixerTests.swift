import FormSpec
import FormSpecYAML
import Foundation
import Testing

/// `formspec fix`'s engine on one spec: every fix-it of the catalogue's examples applied, the
/// bytes around them kept, the golden specs with mistakes left with no safe fix-it.
@Suite struct SpecFixerTests {
    /// The spec fixed as `formspec fix` fixes it, no configuration read.
    static func fixed(_ bytes: [UInt8], name: String = "example.form.yaml", unsafe: Bool = false) -> FixedSpec {
        RunPlan(paths: [], configuration: .none).fixed(SourceFile(name: name, bytes: bytes), at: nil, unsafe: unsafe)
    }

    static func diagnostics(_ bytes: [UInt8]) -> [Diagnostic] {
        Compiler().check(SourceFile(name: "example.form.yaml", bytes: bytes))
    }

    /// Every triggering example whose diagnostic has a fix-it, and whether one is unsafe.
    static let examples: [(name: String, id: DiagnosticID, bytes: [UInt8], unsafe: Bool)] = Catalogue.entries.filter(
        \.examplesAreSpecs
    ).flatMap { entry in
        entry.triggeringExamples.enumerated().compactMap { number, example in
            let bytes = MarkedSource(example).bytes
            let fixIts = diagnostics(bytes).filter { $0.id == entry.id }.flatMap(\.fixIts)
            guard !fixIts.isEmpty else { return nil }
            return ("\(entry.id.rawValue) #\(number + 1)", entry.id, bytes, fixIts.contains { !$0.isSafe })
        }
    }

    @Test func thereAreExamplesWithFixIts() {
        #expect(Self.examples.count >= 15)
        #expect(Self.examples.contains { $0.unsafe })
    }

    /// More mistakes than `--max-diagnostics` keeps (7,500, the limit 1,000) are fixed in as many
    /// rounds as their fix-its need, not one round per thousand: every fix-it that overlaps no
    /// other at once (`state: On`, the key of `threestate: yes`), then the value the corrected key
    /// shows (`yes`); what remains (an id each, whose fix-it is unsafe) is checked once more with
    /// the limit, and reported as `check` reports it.
    @Test func manyMistakesAreFixedInOneRoundPerStepNotPerThousand() {
        var (text, expected) = ("formspec: 1\nid: many\ncontrols:\n", "formspec: 1\nid: many\ncontrols:\n")
        for index in 0..<2_500 {
            let control = "  - type: checkbox\n    id: 9 lives\(index)\n    label: Box\n"
            text += control + "    state: On\n    threestate: yes\n"
            expected += control + "    state: on\n    threeState: true\n"
        }
        let fixed = Self.fixed(Array(text.utf8))
        #expect(String(decoding: fixed.bytes, as: UTF8.self) == expected)
        #expect(fixed.applied.count == 7_500)
        // The first check, one per round (the values and keys, then the values the keys show), and
        // what remains checked with the limit.
        #expect(fixed.checks == 4)
        let remaining = Compiler().findings(SourceFile(name: "example.form.yaml", bytes: fixed.bytes)).diagnostics
        #expect(fixed.findings.diagnostics.map(\.message) == remaining.map(\.message))
        #expect(remaining.last?.id == .reportTruncated)
    }

    /// A spec with nothing to fix costs one check.
    @Test func aSpecWithNothingToFixIsCheckedOnce() {
        let fixed = Self.fixed(Array("formspec: 1\nid: none\ncontrols:\n  - {type: toggle, id: t, label: T}\n".utf8))
        #expect(!fixed.changed)
        #expect(fixed.checks == 1)
    }

    /// `fix` (`--unsafe` for an unsafe fix-it) removes the diagnostic, adds none, and a second
    /// run changes nothing.
    @Test(arguments: examples.map(\.name))
    func fixingAnExampleRemovesItsDiagnosticAndNothingElse(name: String) throws {
        let example = try #require(Self.examples.first { $0.name == name })
        let before = Self.diagnostics(example.bytes)
        let fixed = Self.fixed(example.bytes, unsafe: example.unsafe)
        #expect(fixed.changed)
        #expect(fixed.applied.contains { $0.id == example.id })
        let after = fixed.findings.diagnostics
        #expect(!after.contains { $0.id == .fixUnstable }, "\(after.map(\.message))")
        #expect(
            after.count { $0.id == example.id } < before.count { $0.id == example.id },
            "\(name): \(String(decoding: fixed.bytes, as: UTF8.self))")
        // A suppression comment fixed (`config.*` in a comment) may then suppress nothing in an
        // example that holds it alone: `suppression.unused` says so, as it should.
        for diagnostic in after where !(example.id.rawValue.hasPrefix("config.") && diagnostic.id == .suppressionUnused)
        {
            #expect(
                after.count { $0.id == diagnostic.id } <= before.count { $0.id == diagnostic.id },
                "\(name): fixing brings \(diagnostic.id.rawValue): \(diagnostic.message)")
        }
        let again = Self.fixed(fixed.bytes, unsafe: example.unsafe)
        #expect(!again.changed)
        #expect(again.bytes == fixed.bytes)
    }

    /// Safe fixing leaves the unsafe fix-its, and counts them.
    @Test func safeFixingLeavesTheUnsafeOnes() throws {
        let example = try #require(Self.examples.first { $0.id == .groupUnknownItem })
        let fixed = Self.fixed(example.bytes)
        #expect(!fixed.changed)
        #expect(fixed.unsafeFixable == 1)
        #expect(fixed.bytes == example.bytes)
    }

    /// The specs of the check goldens, fixed: no diagnostic left has a safe fix-it.
    @Test(arguments: CheckGoldenTests.cases)
    func aFixedGoldenHasNoSafeFixItLeft(name: String) throws {
        let input = goldensDirectory.appendingPathComponent("check/\(name)/input.form.yaml")
        let bytes = try #require(FileManager.default.contents(atPath: input.path))
        let fixed = Self.fixed(Array(bytes), name: "input.form.yaml")
        let left = fixed.findings.diagnostics.filter { $0.fixIts.contains(where: \.isSafe) }
        #expect(left.isEmpty, "\(name): \(left.map { "\($0.range.start) \($0.id.rawValue) \($0.message)" })")
        #expect(!fixed.findings.diagnostics.contains { $0.id == .fixUnstable })
    }

    /// A spec with comments, quotes of both kinds, flow mappings, CRLF line ends and characters of
    /// several bytes before the fixed ranges, trailing comments aligned in a column: fixed
    /// (golden: a comment after a fixed value keeps its column), and every line without a fix kept
    /// byte for byte.
    @Test(arguments: ["odd-quoting", "crlf-multibyte", "aligned-comments"])
    func bytesOutsideTheFixesAreKept(name: String) throws {
        let input = goldensDirectory.appendingPathComponent("fix/\(name)/input.form.yaml")
        let bytes = Array(try #require(FileManager.default.contents(atPath: input.path)))
        let fixed = Self.fixed(bytes, name: "input.form.yaml")
        #expect(fixed.changed)
        assertGolden(String(decoding: fixed.bytes, as: UTF8.self), path: "fix/\(name)/expected.form.yaml")
        let fixedLines = Set(fixed.applied.map(\.line))
        let before = UnifiedDiff.lines(bytes)
        let after = UnifiedDiff.lines(fixed.bytes)
        #expect(before.count == after.count)
        for (number, (old, new)) in zip(before, after).enumerated() where !fixedLines.contains(number + 1) {
            #expect(old == new, "line \(number + 1) changed")
        }
        let text = DiagnosticFormat.text.render(
            DiagnosticReport(
                diagnostics: fixed.findings.diagnostics, fileCount: 1,
                sources: ["input.form.yaml": SourceLines(fixed.bytes)]), color: false)
        let listing = fixed.applied.map { "\($0.line): \($0.id.rawValue): \($0.message)\n" }.joined()
        assertGolden(listing + text, path: "fix/\(name)/expected.applied.txt")
    }

    /// A fix-it suppressed by a comment is not applied, even with `--unsafe`.
    @Test func aSuppressedDiagnosticIsNotFixed() {
        let spec = """
            formspec: 1
            id: prefs
            controls:
              - type: checkbox
                id: favourite
                label: Favourite
                # formspec:disable-next-line checkbox.symbol-as-asset -- the app has an image of that name
                images: {on: heart.fill, off: heart}

            """
        let fixed = Self.fixed(Array(spec.utf8), unsafe: true)
        #expect(!fixed.changed)
        #expect(fixed.findings.suppressed.map(\.id) == [.checkboxSymbolAsAsset])
    }
}

/// `formspec fix` on a spec's logic.
@Suite struct LogicFixTests {
    /// A spec with each logic fix-it (a misspelt key of a condition, a control id and an item id
    /// with their closest, `is: true` as `is: on`), fixed with `--unsafe` (golden): `check` then
    /// finds nothing, and every line without a fix, its comments among them, is kept.
    @Test func fixingALogicSpecLeavesNothingForCheck() throws {
        let input = goldensDirectory.appendingPathComponent("fix/logic/input.form.yaml")
        let bytes = Array(try #require(FileManager.default.contents(atPath: input.path)))
        #expect(Set(SpecFixerTests.diagnostics(bytes).map(\.id)).isSuperset(of: [.logicUnknownControl]))
        let fixed = SpecFixerTests.fixed(bytes, name: "input.form.yaml", unsafe: true)
        #expect(fixed.changed)
        assertGolden(String(decoding: fixed.bytes, as: UTF8.self), path: "fix/logic/expected.form.yaml")
        let listing = fixed.applied.map { "\($0.line): \($0.id.rawValue): \($0.message)\n" }.joined()
        assertGolden(listing, path: "fix/logic/expected.applied.txt")
        #expect(SpecFixerTests.diagnostics(fixed.bytes).map(\.message) == [])
        let fixedLines = Set(fixed.applied.map(\.line))
        let (before, after) = (UnifiedDiff.lines(bytes), UnifiedDiff.lines(fixed.bytes))
        #expect(before.count == after.count)
        for (number, (old, new)) in zip(before, after).enumerated() where !fixedLines.contains(number + 1) {
            #expect(old == new, "line \(number + 1) changed")
        }
    }
}

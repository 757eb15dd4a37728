import FormSpec
import FormSpecYAML
import Testing

/// Every way a fix-it can fail to converge ends with `fix.unstable` at its diagnostic and the
/// spec as the rounds before it left it, never a loop. No fix-it of FormSpec misbehaves (the
/// catalogue's examples show it), so these checkers make theirs misbehave: each reports one
/// `spec.unknown-key` at the start of the text, with a fix-it that does what `edit` says.
@Suite struct UnstableFixTests {
    /// A checker whose only diagnostic, while `stillWrong` holds for the text, has a safe fix-it
    /// replacing the text's first `width` bytes by `edit(text)`; an error at the start of the
    /// text wherever `introducesError` holds.
    struct MisbehavingChecker: SpecChecking {
        var width: Int
        var stillWrong: @Sendable (String) -> Bool
        var edit: @Sendable (String) -> String
        var introducesError: @Sendable (String) -> Bool = { _ in false }

        func findings(_ source: SourceFile) -> SpecFindings {
            let text = String(decoding: source.bytes, as: UTF8.self)
            var diagnostics: [Diagnostic] = []
            let lines = SourceLines(source.bytes)
            let start = lines.location(ofByteOffset: 0)
            if stillWrong(text) {
                let end = lines.location(ofByteOffset: min(width, source.bytes.count))
                let fixIt = Diagnostic.FixIt(
                    message: "write '\(edit(text))'", range: SourceRange(start: start, end: end),
                    replacement: edit(text),
                    isSafe: true)
                diagnostics.append(
                    Diagnostic(
                        .specUnknownKey, "wrong", file: source.name, range: SourceRange(start: start, end: end),
                        fixIts: [fixIt]))
            }
            if introducesError(text) {
                diagnostics.append(
                    Diagnostic(
                        .specTypeMismatch, "made by the fix", file: source.name,
                        range: SourceRange(start: start, end: start)))
            }
            return SpecFindings(diagnostics: diagnostics, suppressed: [])
        }

        func judged(_ diagnostics: [Diagnostic]) -> [Diagnostic] { diagnostics }
    }

    static func fixed(_ text: String, by checker: MisbehavingChecker) -> FixedSpec {
        SpecFixer(checker: checker, appliesUnsafe: false).fix(SourceFile(name: "a.form.yaml", bytes: Array(text.utf8)))
    }

    static func unstable(_ fixed: FixedSpec) -> Diagnostic? {
        fixed.findings.diagnostics.first { $0.id == .fixUnstable }
    }

    @Test func aFixItThatChangesNothingStopsAtOnce() throws {
        let fixed = Self.fixed(
            "ab", by: MisbehavingChecker(width: 1, stillWrong: { _ in true }, edit: { String($0.prefix(1)) }))
        let report = try #require(Self.unstable(fixed))
        #expect(report.message.contains("applying it changes nothing"))
        #expect(!fixed.changed && fixed.bytes == Array("ab".utf8))
    }

    @Test func fixItsThatUndoEachOtherStopWhenATextComesBack() throws {
        // a → b → a: the second round brings back the first text.
        let checker = MisbehavingChecker(width: 1, stillWrong: { _ in true }, edit: { $0.hasPrefix("a") ? "b" : "a" })
        let fixed = Self.fixed("a!", by: checker)
        let report = try #require(Self.unstable(fixed))
        #expect(report.message.contains("fixing comes back to a text it had"))
        #expect(String(decoding: fixed.bytes, as: UTF8.self) == "b!", "the first round's text, which was new")
    }

    @Test func aFixItThatNeverEndsStopsAfterTheBound() throws {
        // Each round writes one more x: always new, never done.
        let checker = MisbehavingChecker(width: 0, stillWrong: { _ in true }, edit: { _ in "x" })
        let fixed = Self.fixed("!", by: checker)
        let report = try #require(Self.unstable(fixed))
        #expect(report.message.contains("fixing did not end after \(SpecFixer.maxRounds) rounds"))
        #expect(
            String(decoding: fixed.bytes, as: UTF8.self) == String(repeating: "x", count: SpecFixer.maxRounds) + "!")
        #expect(fixed.applied.count == SpecFixer.maxRounds)
    }

    @Test func aFixItThatWritesAnErrorIsNotApplied() throws {
        let checker = MisbehavingChecker(
            width: 1, stillWrong: { $0.hasPrefix("a") }, edit: { _ in "b" }, introducesError: { $0.hasPrefix("b") })
        let fixed = Self.fixed("a!", by: checker)
        let report = try #require(Self.unstable(fixed))
        #expect(report.message.contains("it writes an error where it applies"))
        #expect(!fixed.changed && fixed.bytes == Array("a!".utf8), "the spec as it was")
        #expect(report.severity == .warning && report.range.start.line == 1)
    }
}

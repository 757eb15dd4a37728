import FormSpec
import Testing

/// `formspec explain [ID]`: one id explained, every id listed, unknown ids refused with a
/// suggestion.
@Suite struct ExplainCommandTests {
    /// What `formspec explain checkbox.state-conflict` prints, byte for byte.
    static let stateConflict = """
        checkbox.state-conflict (error)

        A checkbox declares both `state` and `value`.

        Why: `value` is RVS_Checkbox's numeric form of `state` (-1 OFF, 0 CLEAR, 1 ON);
        given both, one would silently win. Write one of them.

        Triggers it:

            formspec: 1
            id: example
            controls:
              - type: checkbox
                id: terms
                label: I accept the terms
                state: on
                value: 1

          example.form.yaml:8:5: error: the checkbox has both 'state' and 'value', which say the same thing; keep one of them [checkbox.state-conflict]
            8 |     value: 1
              |     ^~~~~
          example.form.yaml:7:5: note: 'state' is given here
            7 |     state: on
              |     ^~~~~

        Does not trigger it:

            formspec: 1
            id: example
            controls:
              - type: checkbox
                id: terms
                label: I accept the terms
                state: on

        """

    @Test func explainsOneIDAsTheLibraryRendersIt() throws {
        let outcome = CommandRunner.run(["explain", "checkbox.state-conflict"])
        #expect(outcome.status == 0)
        #expect(outcome.error.isEmpty)
        #expect(outcome.out == Self.stateConflict)
        #expect(outcome.out == Catalogue.entry(.checkboxStateConflict).rendered())
    }

    @Test(arguments: DiagnosticID.allCases)
    func everyIDIsExplained(id: DiagnosticID) throws {
        let outcome = CommandRunner.run(["explain", id.rawValue])
        #expect(outcome.status == 0)
        #expect(outcome.error.isEmpty)
        #expect(outcome.out.hasPrefix("\(id.rawValue) (\(id.severity.rawValue))\n\n"))
        let explanation = Catalogue.entry(id)
        let sections = outcome.out.components(separatedBy: "\n\nTriggers it:\n\n")
        try #require(sections.count == 1 + explanation.triggeringExamples.count)
        #expect(sections.last?.contains("\n\nDoes not trigger it:\n\n    ") == true)
        for line in sections[0].split(separator: "\n") where line.contains(" ") {
            #expect(line.count <= 80, "a prose line of \(id.rawValue) is not wrapped: \(line)")
        }
        if explanation.examplesAreSpecs {
            for section in sections.dropFirst() {
                #expect(section.contains("\n  example.form.yaml:"), "no diagnostic under an example of \(id.rawValue)")
                #expect(
                    section.contains(" [\(id.rawValue)]\n"), "a triggering example of \(id.rawValue) does not report it"
                )
            }
            #expect(!outcome.out.contains("1️⃣"))
        }
    }

    @Test func ioExamplesArePrintedAsTheyAreWithoutDiagnostics() {
        let outcome = CommandRunner.run(["explain", "io.too-large"])
        #expect(outcome.status == 0)
        #expect(
            outcome.out.contains(
                "\n\nTriggers it:\n\n    formspec check --max-file-size 1K big.form.yaml   # a 2 KB file\n\n"
                    + "Does not trigger it:\n\n    formspec check --max-file-size 1M big.form.yaml\n"))
        #expect(!outcome.out.contains("example.form.yaml"))
        #expect(!outcome.out.contains("[io.too-large]"))
    }

    @Test func invisibleCharactersInExamplesAreShown() {
        let outcome = CommandRunner.run(["explain", "yaml.invalid-encoding"])
        #expect(outcome.status == 0)
        #expect(outcome.out.contains("\n    id: <U+FEFF>example\n"))
        #expect(outcome.out.contains("\n  example.form.yaml:2:5: error: "))
    }

    @Test func withoutAnIDEveryIDIsListedInAlignedColumns() {
        let outcome = CommandRunner.run(["explain"])
        #expect(outcome.status == 0)
        #expect(outcome.error.isEmpty)
        #expect(outcome.out.hasSuffix("\n"))
        // Grouped by family: a heading (`io: reading files`), then its ids indented, a blank line between.
        let all = outcome.out.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let families = Set(DiagnosticID.allCases.map { $0.rawValue.prefix { $0 != "." } })
        #expect(
            all.filter { !$0.isEmpty && !$0.hasPrefix(" ") }.map { $0.prefix { $0 != ":" } }.count == families.count)
        #expect(all.filter(\.isEmpty).count == families.count - 1)
        let lines = all.filter { $0.hasPrefix("  ") }.map { $0.dropFirst(2) }
        #expect(lines.count == DiagnosticID.allCases.count)
        let severityColumn = DiagnosticID.allCases.map(\.rawValue.count).max()! + 2
        let summaryColumn = severityColumn + "warning".count + 2
        for (line, id) in zip(lines, DiagnosticID.allCases) {
            let text = String(line)
            #expect(text.hasPrefix(id.rawValue + " "), "\(text)")
            #expect(text.dropFirst(severityColumn).hasPrefix(id.severity.rawValue + " "), "\(text)")
            #expect(String(text.dropFirst(summaryColumn)) == id.summary, "\(text)")
        }
    }

    @Test func anUnknownIDExits64WithTheClosestID() {
        let outcome = CommandRunner.run(["explain", "checkbox.state-conflit"])
        #expect(outcome.status == 64)
        #expect(outcome.out.isEmpty)
        #expect(
            outcome.error.contains(
                "unknown diagnostic id 'checkbox.state-conflit'; did you mean 'checkbox.state-conflict'?"))
    }

    @Test(arguments: [
        ("Checkbox.State-Conflit", "checkbox.state-conflict"), ("yaml.duplicate-keys", "yaml.duplicate-key"),
        ("duplicate-id", "form.duplicate-id"), ("state-conflict", "checkbox.state-conflict"),
    ])
    func suggestionsIgnoreCaseAndTheCategory(typed: String, meant: String) {
        let outcome = CommandRunner.run(["explain", typed])
        #expect(outcome.status == 64)
        #expect(
            outcome.error.contains("unknown diagnostic id '\(typed)'; did you mean '\(meant)'?"), "\(outcome.error)")
    }

    @Test func nothingCloseSaysHowToListTheIDs() {
        let outcome = CommandRunner.run(["explain", "frobnicate"])
        #expect(outcome.status == 64)
        #expect(outcome.error.contains("unknown diagnostic id 'frobnicate'; run 'formspec explain' to list every id"))
    }

    @Test func anIDInOtherCaseIsExplained() {
        let outcome = CommandRunner.run(["explain", "CHECKBOX.STATE-CONFLICT"])
        #expect(outcome.status == 0)
        #expect(outcome.out == Self.stateConflict)
    }

    @Test func helpDescribesTheCommand() {
        let help = CommandRunner.run(["explain", "--help"])
        #expect(help.status == 0)
        #expect(help.out.contains("USAGE: formspec explain [<id>]"))
        #expect(CommandRunner.run(["--help"]).out.contains("explain"))
    }
}

/// Every command's help shows one real example a user can paste.
@Suite struct HelpExampleTests {
    @Test(arguments: [
        [], ["check"], ["fix"], ["compile"], ["preview"], ["schema"], ["explain"], ["templates"],
        ["templates", "print"],
    ])
    func helpShowsAnExample(command: [String]) {
        let outcome = CommandRunner.run(command + ["--help"])
        #expect(outcome.status == 0)
        #expect(outcome.out.contains("Example: formspec " + (command.first.map { $0 + " " } ?? "")), "\(outcome.out)")
    }
}

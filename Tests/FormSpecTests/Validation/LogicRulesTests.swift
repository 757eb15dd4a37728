import FormSpecTestSupport
import FormSpecYAML
import Foundation
import Testing

@testable import FormSpec

/// The rules about the form's logic read the same facts whatever the run keeps of the controls,
/// and never recurse over the form.
@Suite struct LogicRulesTests {
    private static func diagnostics(_ text: String, compiler: Compiler = Compiler(), compiling: Bool = false)
        -> [Diagnostic]
    {
        let source = SourceFile(name: "t.form.yaml", bytes: Array(text.utf8))
        return compiling ? compiler.compile(source).diagnostics : compiler.check(source)
    }

    @Test func aCheckAndBothCompilesReportTheSame() throws {
        let url = goldensDirectory.appendingPathComponent("check/logic-mistakes/input.form.yaml")
        let text = try String(contentsOf: url, encoding: .utf8)
        let checked = Self.diagnostics(text)
        #expect(Set(checked.map(\.id.rawValue)).filter { $0.hasPrefix("logic.") }.count == 5)
        #expect(Self.diagnostics(text, compiling: true) == checked)
        #expect(Self.diagnostics(text, compiler: Compiler(draftsSpecsWithErrors: true), compiling: true) == checked)
    }

    @Test func aCycleThroughThousandsOfControlsIsOneDiagnosticWithEveryMemberInNotes() throws {
        let count = 5000
        var text = "formspec: 1\nid: f\ncontrols:\n"
        for index in 0..<count {
            text +=
                "  - {type: toggle, id: t\(index), label: T, visibleWhen: {control: t\((index + 1) % count), is: on}}\n"
        }
        let diagnostics = Self.diagnostics(text)
        #expect(diagnostics.map(\.id) == [.logicCycle])
        #expect(diagnostics.first?.notes.count == count - 1)
        #expect(diagnostics.first?.range.start.line == 4)
    }

    /// The cycle rule skips its search when every condition tests an earlier control; on random
    /// forms (tests of earlier, later and the same controls) it reports a cycle exactly when one
    /// control's conditions lead back to it through another's.
    @Test func aCycleIsReportedExactlyWhenConditionsLeadBack() throws {
        var random = SeededGenerator(seed: 39)
        for round in 0..<300 {
            let count = Int.random(in: 2...8, using: &random)
            let laterChance = [0.0, 0.1, 0.3][round % 3]
            var tested = [[Int]](repeating: [], count: count)
            var text = "formspec: 1\nid: f\ncontrols:\n"
            for index in 0..<count {
                var condition = ""
                if index > 0 || laterChance > 0, Double.random(in: 0..<1, using: &random) < 0.8 {
                    let target =
                        Double.random(in: 0..<1, using: &random) < laterChance || index == 0
                        ? Int.random(in: index..<count, using: &random) : Int.random(in: 0..<index, using: &random)
                    tested[index].append(target)
                    condition = ", visibleWhen: {control: t\(target), is: on}"
                }
                text += "  - {type: toggle, id: t\(index), label: T\(condition)}\n"
            }
            // A cycle: a control that reaches itself through another control.
            func reaches(_ from: Int, _ to: Int) -> Bool {
                var seen = Set<Int>()
                var stack = tested[from].filter { $0 != from }
                while let next = stack.popLast() {
                    if next == to { return true }
                    if seen.insert(next).inserted { stack += tested[next].filter { $0 != next } }
                }
                return false
            }
            let hasCycle = (0..<count).contains { control in reaches(control, control) }
            let reported = Self.diagnostics(text).contains { $0.id == .logicCycle }
            #expect(reported == hasCycle, "round \(round): \(text)")
        }
    }

    @Test func aControlWithoutLogicIsReferencedByItsAnswers() throws {
        let text = ExampleSpec.form(
            """
              - type: checkbox
                id: conduct
                label: Conduct
                threeState: true
              - type: toggle
                id: t
                label: T
                visibleWhen: {all: [{control: conduct, is: clear}, {control: conduct, answered: false}]}
            """)
        #expect(Self.diagnostics(text).isEmpty)
        #expect(
            Self.diagnostics(text.replacingOccurrences(of: "threeState: true", with: "threeState: false")).map(\.id)
                == [.logicImpossibleAnswer])
    }

    @Test func theExactRulesReportEachOfTheirIDsOnTheGolden() throws {
        let url = goldensDirectory.appendingPathComponent("check/logic-exact/input.form.yaml")
        let ids = Self.diagnostics(try String(contentsOf: url, encoding: .utf8)).map(\.id)
        #expect(
            ids.sorted { $0.rawValue < $1.rawValue }
                == [
                    .logicAlwaysFalse, .logicAlwaysFalse, .logicAlwaysTrue, .logicCheckSkipped, .logicNeverSubmittable,
                    .logicUnanswerableRequired,
                ])
    }

    /// A disabled control keeps the answer the spec starts it with: `laptop` is required when
    /// it is disabled, which a person can then satisfy only if it starts on.
    @Test(arguments: [("on", [DiagnosticID]()), ("off", [.logicUnanswerableRequired])])
    func aDisabledControlKeepsItsInitialAnswer(state: String, expected: [DiagnosticID]) {
        let text = ExampleSpec.form(
            """
              - type: toggle
                id: workshop
                label: I attend the workshop
              - type: toggle
                id: laptop
                label: I bring a laptop
                state: \(state)
                requiredWhen: {control: workshop, is: off}
                enabledWhen: {control: workshop, is: on}
            """)
        #expect(Self.diagnostics(text).map(\.id) == expected)
    }

    /// The exact rules are silent on a form whose logic has a mistake another rule reports.
    @Test func theExactRulesWaitForTheOtherLogicMistakesToBeFixed() {
        let text = ExampleSpec.form(
            """
              - type: toggle
                id: a
                label: A
              - type: toggle
                id: b
                label: B
                visibleWhen: {all: [{control: a, is: on}, {control: a, is: off}, {control: c, is: on}]}
            """)
        #expect(Self.diagnostics(text).map(\.id) == [.logicUnknownControl])
    }

    /// A form that cannot be submitted names the controls a person must change, not every control
    /// with a demand the search met: here 'student-id' is never required (its `requiredWhen` is
    /// always false while it is shown), so only 'ticket' and 'code-of-conduct' are named.
    @Test func aFormThatCannotBeSubmittedNamesOnlyTheControlsThatBlockIt() throws {
        let text = ExampleSpec.form(
            """
              - type: radioGroup
                id: ticket
                title: Ticket
                items:
                  - {id: standard, label: Standard}
                  - {id: student, label: Student}
                selected: standard
                required: true
              - type: checkbox
                id: student-id
                label: Student ID
                visibleWhen: {control: ticket, is: student}
                requiredWhen: {control: ticket, is: standard}
              - type: checkbox
                id: code-of-conduct
                label: Code of conduct
                required: true
                enabledWhen: {control: ticket, answered: false}
            """)
        let blocked = try #require(Self.diagnostics(text).first { $0.id == .logicNeverSubmittable })
        #expect(blocked.message.contains("'ticket' and 'code-of-conduct'"))
        #expect(blocked.notes.map(\.message) == ["'code-of-conduct' demands an answer here"])
    }
}

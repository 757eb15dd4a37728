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
}

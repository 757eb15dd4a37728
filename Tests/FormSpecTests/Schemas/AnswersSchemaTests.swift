import FormSpecTestSupport
import Foundation
import Testing

@testable import FormSpec

/// The schema of a form's answers (`formspec schema --answers`): its shape for each control, and
/// the size of what the logic adds. What it accepts is checked against the generated `Values`
/// by the agreement property test (``AnswersAgreementPropertyTests``, with `Tests/GeneratedSwift/run.sh`).
@Suite struct AnswersSchemaTests {
    @Test func aFormWithoutLogicHasEveryControlsAnswerAndNoDemand() throws {
        let form = try #require(
            Compiler().compile(
                SourceFile(
                    name: "plain.form.yaml",
                    bytes: Array(
                        """
                        formspec: 1
                        id: plain
                        controls:
                          - {type: toggle, id: news, label: News}
                          - {type: sparkCheckbox, id: terms, label: Terms}
                          - {type: calendar, id: days, label: Days, dates: [{date: 2026-05-01, enabled: false}]}
                        """.utf8))
            ).form)
        guard case .object(let schema) = AnswersSchema.document(of: form) else {
            Issue.record("the schema is not an object")
            return
        }
        #expect(schema["required"] == ["days", "news", "terms"])
        #expect(schema["additionalProperties"] == false)
        #expect(schema["allOf"] == nil)
        #expect(schema["$defs"] == nil)
        guard case .object(let properties)? = schema["properties"] else {
            Issue.record("no properties")
            return
        }
        #expect(properties["days"]?.member("maxItems") == 0, "a calendar without a date to choose holds none")
        #expect(properties["terms"]?.member("enum") == ["selected", "unselected", "indeterminate"])
        #expect(properties["news"]?.member("type") == "boolean")
    }

    /// A chain of controls, each shown by the one before, makes a schema whose size grows with
    /// the chain's length, not exponentially: each test refers to its control's definitions.
    @Test func aChainOfConditionsGrowsLinearly() throws {
        func size(ofChain length: Int) throws -> Int {
            var text = "formspec: 1\nid: chain\ncontrols:\n  - {type: toggle, id: c0, label: C}\n"
            for index in 1..<length {
                text +=
                    "  - {type: toggle, id: c\(index), label: C, required: true, "
                    + "visibleWhen: {any: [{control: c\(index - 1), is: on}, {control: c\(index - 1), answered: false}]}}\n"
            }
            let form = try #require(
                Compiler().compile(SourceFile(name: "chain.form.yaml", bytes: Array(text.utf8))).form)
            return JSONWriter.write(AnswersSchema.document(of: form)).utf8.count
        }
        let (short, long) = (try size(ofChain: 12), try size(ofChain: 24))
        #expect(Double(long) / Double(short) < 2.1, "12 controls: \(short) bytes, 24: \(long)")
    }
}

extension JSONValue {
    /// The member `key` of an object; nil for another value.
    fileprivate func member(_ key: String) -> JSONValue? {
        guard case .object(let object) = self else { return nil }
        return object[key]
    }
}

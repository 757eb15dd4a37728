/// What the rules about the form's logic read of one control, kept while the file is read
/// whatever else the run lets go of: its id, its answers, its logic and its items' conditions.
package struct LogicFacts: Sendable {
    package var id: Located<String>?
    package var type: ControlType
    package var answers: AnswerSpace
    package var logic: LogicSyntax?
    /// The conditions of its items that have one (a group's `enabledWhen`).
    package var itemConditions: [ConditionSyntax]

    /// The facts of `control`; nil when its type is missing or unknown.
    init?(_ control: ControlSyntax) {
        guard let type = control.type?.value, let answers = type.answers.answers(of: control) else { return nil }
        id = control.id
        self.type = type
        self.answers = answers
        logic = control.logic
        itemConditions = type.definition.labelledItems(of: control).compactMap(\.enabledWhen)
    }

    /// Every condition of the control, its items' among them, each with the key that holds it.
    package var conditions: [(key: String, condition: ConditionSyntax)] {
        (logic?.conditions.map { ($0.key.rawValue, $0.condition) } ?? [])
            + itemConditions.map { (GroupItemKey.enabledWhen.rawValue, $0) }
    }
}

extension LogicFacts {
    /// Every test of the control's conditions, in the order written, with the key that holds it.
    package var tests: [(key: String, control: Located<String>, test: Located<AnswerTest>)] {
        conditions.flatMap { key, condition in condition.tests.map { (key, $0.control, $0.test) } }
    }
}

extension FormSyntax {
    /// The controls' facts for the rules about logic, by their ids (the first control of each id).
    var controlsByID: [String: LogicFacts] {
        var byID: [String: LogicFacts] = [:]
        for case let facts? in logicFacts {
            if let id = facts.id?.value, byID[id] == nil { byID[id] = facts }
        }
        return byID
    }
}

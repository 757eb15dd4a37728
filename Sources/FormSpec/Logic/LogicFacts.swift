/// What the rules about the form's logic read of one control, kept while the file is read
/// whatever else the run lets go of: its id, its answers, its logic and its items' conditions.
package struct LogicFacts: Sendable {
    package var id: Located<String>?
    package var type: ControlType
    package var answers: AnswerSpace
    /// The answer it starts with, which it keeps while disabled (``ControlAnswers/initialAnswer(of:)``).
    package var initial: [String]
    /// Its logic, in the box its syntax holds (a control's logic is large; most have none).
    var logicBox: ControlBody<LogicSyntax>?
    /// The conditions of its items that have one (a group's `enabledWhen`).
    package var itemConditions: [ConditionSyntax]

    /// The facts of `control`; nil when its type is missing or unknown.
    init?(_ control: ControlSyntax) {
        guard let type = control.type?.value, let answers = type.answers.answers(of: control) else { return nil }
        id = control.id
        self.type = type
        self.answers = answers
        initial = type.answers.initialAnswer(of: control)
        logicBox = control.logicBox
        itemConditions = type.definition.labelledItems(of: control).compactMap(\.enabledWhen)
    }

    package var logic: LogicSyntax? { logicBox?.body }

    /// Whether the control has logic: keys of its own or its items' conditions.
    var hasLogic: Bool { logicBox != nil || !itemConditions.isEmpty }

    /// Every condition of the control, its items' among them, each with the key that holds it.
    package var conditions: [(key: String, condition: ConditionSyntax)] {
        (logic?.conditions.map { ($0.key.rawValue, $0.condition) } ?? [])
            + itemConditions.map { (GroupItemKey.enabledWhen.rawValue, $0) }
    }
}

extension LogicFacts {
    /// Every test of the control's conditions, in the order written, with the key that holds it.
    package var tests: [(key: String, control: Located<String>, test: Located<AnswerTest>)] {
        var tests: [(key: String, control: Located<String>, test: Located<AnswerTest>)] = []
        if let logic {
            for (key, condition) in logic.conditions {
                condition.forEachTest { tests.append((key.rawValue, $0, $1)) }
            }
        }
        for condition in itemConditions {
            condition.forEachTest { tests.append((GroupItemKey.enabledWhen.rawValue, $0, $1)) }
        }
        return tests
    }
}

extension FormSyntax {
    /// Whether a control of the form has logic; the rules about logic have nothing to check otherwise.
    var hasLogic: Bool { logicFacts.contains { $0?.hasLogic ?? false } }

    /// The positions in `facts` of the controls, by their ids (the first control of each id).
    static func positions(of facts: [LogicFacts?]) -> [String: Int] {
        var positions: [String: Int] = [:]
        for (position, facts) in facts.enumerated() {
            if let id = facts?.id?.value, positions[id] == nil { positions[id] = position }
        }
        return positions
    }

    /// The facts of the control whose id is `id`, found in `positions` (``controlPositions``).
    func facts(of id: String, in positions: [String: Int]) -> LogicFacts? {
        positions[id].flatMap { logicFacts[$0] }
    }
}

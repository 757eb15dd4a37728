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

    /// Calls `body` with every condition of the control, its items' after its own, each with the
    /// key that holds it and whether an item holds it, building no list.
    func forEachCondition(_ body: (_ key: String, _ condition: ConditionSyntax, _ ofItem: Bool) -> Void) {
        // Read in its box: a copy of the logic would retain each of its parts.
        logicBox?.body.forEachCondition { body($0.rawValue, $1, false) }
        for condition in itemConditions { body(GroupItemKey.enabledWhen.rawValue, condition, true) }
    }

    /// Calls `body` with every test of the control's conditions, in the order written, with the
    /// key that holds it.
    func forEachTest(_ body: (_ key: String, Located<String>, Located<AnswerTest>) -> Void) {
        forEachCondition { key, condition, _ in condition.forEachTest { body(key, $0, $1) } }
    }
}

extension FormSyntax {
    /// Whether a control of the form has logic; the rules about logic have nothing to check otherwise.
    var hasLogic: Bool { logicIndex.hasLogic }
}

import FormSpecYAML

/// A form's logic as the exact decision engine sees it (``LogicModel``): one variable per
/// control, its answers, initial answer, conditions and requirement, and the way back from the
/// engine's positions to the words of the spec, for messages.
struct FormLogicModel {
    /// The model: variable `i` is the control at `controls[i]` of the form's ``FormSyntax/logicFacts``.
    let model: LogicModel
    /// The facts of each variable's control.
    let facts: [LogicFacts]
    /// The id of each variable's control, where written.
    let ids: [Located<String>]
    /// Each variable's conditions as formulas, by its control's key (`visibleWhen`, …).
    let conditions: [[LogicCondition]]

    /// The model of `form`'s logic; nil when the form has none, or has a mistake another rule
    /// about logic reports (two controls of one id, a test of an unknown control, item or answer,
    /// a test of the control itself, an impossible count, a cycle): the engine then has nothing
    /// sound to decide.
    init?(_ form: FormSyntax) {
        guard form.hasLogic else { return nil }
        let facts = form.logicFacts.compactMap { $0 }.filter { $0.id != nil }
        let ids = facts.compactMap(\.id)
        var positions: [String: Int] = [:]
        for (position, id) in ids.enumerated() where positions.updateValue(position, forKey: id.value) != nil {
            return nil
        }
        var variables: [LogicVariable] = []
        var conditions: [[LogicCondition]] = []
        let builder = FormulaBuilder(facts: facts, positions: positions)
        variables.reserveCapacity(facts.count)
        conditions.reserveCapacity(facts.count)
        for (control, id) in zip(facts, ids) {
            var formulas: [LogicCondition] = []
            var sound = true
            control.forEachCondition { key, condition, ofItem in
                var testsItself = false
                condition.forEachTest { control, _ in testsItself = testsItself || control.value == id.value }
                guard sound, !testsItself, let formula = builder.formula(condition) else {
                    sound = false
                    return
                }
                formulas.append(LogicCondition(key: key, ofItem: ofItem, place: condition.place, formula: formula))
            }
            guard sound, let variable = Self.variable(control, formulas: formulas) else { return nil }
            variables.append(variable)
            conditions.append(formulas)
        }
        guard let model = try? LogicModel(variables), !model.rank.contains(nil) else { return nil }
        self.model = model
        self.facts = facts
        self.ids = ids
        self.conditions = conditions
    }

    /// The variable of `control`, whose conditions (its items' among them) are `formulas`; nil when its counts
    /// are impossible (`logic.impossible-count`).
    private static func variable(
        _ control: LogicFacts, formulas: [LogicCondition]
    ) -> LogicVariable? {
        func formula(_ key: ControlKey) -> Formula? {
            formulas.first { !$0.ofItem && $0.key == key.rawValue }?.formula
        }
        // Read in its box: a copy of the logic would retain each of its parts.
        let logic = control.logicBox
        let answers = control.answers
        let domain: Domain
        let initial: Value
        if let members = answers.members {
            let minSelected = logic?.body.minSelected?.value
            let maxSelected = logic?.body.maxSelected?.value
            if let minSelected, minSelected > min(maxSelected ?? .max, answers.choosable) { return nil }
            domain = .subset(elements: members.count, minSelected: minSelected, maxSelected: maxSelected)
            initial = .subset(Array(Set(control.initial.compactMap { members.firstIndex(of: $0) })).sorted())
        } else {
            let values = Self.values(of: answers)
            domain = .choice(
                answered: values.map { value in
                    value.map { answers.isStates ? answers.requirement == .word($0) : true } ?? false
                })
            initial = .choice(values.firstIndex { $0 == control.initial.first } ?? values.count - 1)
        }
        let requirement: Requirement =
            logic?.body.required?.value == true ? .always : formula(.requiredWhen).map { .when($0) } ?? .optional
        return LogicVariable(
            name: control.id?.value ?? "", domain: domain, initial: initial, visibleWhen: formula(.visibleWhen),
            enabledWhen: formula(.enabledWhen), requirement: requirement)
    }

    /// The values of a choice: its words, and nil for "no selection" when it is a radio group's.
    static func values(of answers: AnswerSpace) -> [String?] {
        answers.isStates ? answers.words : answers.words + [nil]
    }
}

/// Turns the conditions of a form's controls into formulas.
private struct FormulaBuilder {
    let facts: [LogicFacts]
    let positions: [String: Int]

    /// `condition` as a formula over the variables; nil when it tests an unknown control or an
    /// answer the control cannot have.
    func formula(_ condition: ConditionSyntax) -> Formula? {
        switch condition.kind {
        case .all(let parts): return formulas(parts).map { .all($0) }
        case .any(let parts): return formulas(parts).map { .any($0) }
        case .not(let part): return formula(part).map { .not($0) }
        case .test(let id, let test):
            guard let variable = positions[id.value] else { return nil }
            switch test.value {
            case .is(let word): return position(of: word, in: variable).map { .equals(variable, $0) }
            case .isNot(let word): return position(of: word, in: variable).map { .differs(variable, $0) }
            case .includes(let member):
                return facts[variable].answers.members?.firstIndex(of: member).map { .contains(variable, $0) }
            case .excludes(let member):
                return facts[variable].answers.members?.firstIndex(of: member).map { .excludes(variable, $0) }
            case .answered(let answered): return .answered(variable, answered)
            }
        }
    }

    private func formulas(_ parts: [ConditionSyntax]) -> [Formula]? {
        var formulas: [Formula] = []
        formulas.reserveCapacity(parts.count)
        for part in parts {
            guard let formula = formula(part) else { return nil }
            formulas.append(formula)
        }
        return formulas
    }

    /// The position of `word` among the values of `variable`'s control (``FormLogicModel/values(of:)``:
    /// its words, then a radio group's "no selection", which no word names).
    private func position(of word: String, in variable: Int) -> Int? {
        facts[variable].answers.words.firstIndex(of: word)
    }
}

/// A condition of a control as a formula, with the key that holds it and where it is written.
struct LogicCondition {
    var key: String
    /// Whether an item of the control holds it (a group item's `enabledWhen`).
    var ofItem: Bool
    var place: SourcePlace
    var formula: Formula
}

extension AnswerSpace {
    /// Whether the answers are a control's states (`on`, `off`…), not a radio group's items.
    var isStates: Bool {
        if case .word = requirement { return true }
        return false
    }
}

extension FormLogicModel {
    /// `witness` in words: "'ticket' is student, 'studentID' is hidden"; "any answers" when no
    /// answer matters.
    func words(_ witness: Assignment) -> String {
        let parts = witness.states.map { entry -> String in
            let control = facts[entry.variable]
            let id = "'\(ids[entry.variable].value)'"
            switch entry.state {
            case .hidden: return "\(id) is hidden"
            case .shown(let value, let enabled):
                let kept = enabled ? "" : " (disabled)"
                switch value {
                case .choice(let index):
                    guard let word = Self.values(of: control.answers)[index] else {
                        return "\(id) has no selection\(kept)"
                    }
                    return "\(id) is \(word)\(kept)"
                case .subset(let elements):
                    let members = control.answers.members ?? []
                    guard !elements.isEmpty else { return "\(id) holds nothing\(kept)" }
                    return "\(id) holds \(elements.map { members[$0] }.joined(separator: ", "))\(kept)"
                }
            }
        }
        return parts.isEmpty ? "any answers" : WordList.joined(naming: parts, "and")
    }
}

/// The questions the exact rules ask, answered only where a rule reports the answer: the same
/// verdicts as ``LogicAnalysis``' (with their witnesses), and nil where it would find nothing to
/// report. Most questions a form asks are found to have nothing to report without a search: a few
/// whole answers drawn once (``LogicSamples``) show most conditions sometimes true and most
/// requirements answerable; what each variable can be (``LogicReach``) decides a question about
/// one variable, or about variables that cannot influence one another; and answers that satisfy
/// the whole form are usually found by answering each control in turn. Only what these cannot
/// tell, and every verdict a rule reports, is searched. `LogicFindingsTests` checks that this
/// equals asking the analysis itself.
struct LogicFindings {
    let analysis: LogicAnalysis
    private let reach: LogicReach
    private let samples: LogicSamples

    init(_ analysis: LogicAnalysis) {
        self.analysis = analysis
        reach = LogicReach(analysis.model, depth: analysis.budget.depth)
        samples = LogicSamples(analysis.model, depth: analysis.budget.depth)
    }

    private var model: LogicModel { analysis.model }

    /// ``LogicAnalysis/decide(_:given:)``'s verdict when it is always, never or skipped; nil when
    /// the formula sometimes holds or is unreachable.
    func decide(_ formula: Formula, given context: Formula = .constant(true)) -> Verdict? {
        if samples.sometimes(formula, given: context) { return nil }
        let given = shownWhen(context) ?? [context]
        var canHold = false
        var canFail = false
        let listed = reach.forEachCombination(of: given + [formula]) { combination in
            guard given.allSatisfy(combination.holds) else { return false }
            if combination.holds(formula) { canHold = true } else { canFail = true }
            return canHold && canFail
        }
        if listed && canHold == canFail { return nil }
        switch analysis.decide(formula, given: context) {
        case .sometimes, .unreachable: return nil
        case let verdict: return verdict
        }
    }

    /// The formulas that hold exactly when `context` does, when it is a variable's visibility:
    /// the variable's own `visibleWhen`, which reads other variables only.
    private func shownWhen(_ context: Formula) -> [Formula]? {
        guard case .atom(.visible(let variable)) = context else { return nil }
        return model.variables[variable].visibleWhen.map { [$0] } ?? []
    }

    /// ``LogicAnalysis/requirement(of:)``'s verdict when `variable` can be required while nobody
    /// can answer it, or the question was skipped; nil otherwise.
    func requirement(of variable: Int) -> RequirementVerdict? {
        let requiredWhen: [Formula]
        switch model.variables[variable].requirement {
        case .optional: return nil
        case .always: requiredWhen = []
        case .when(let formula): requiredWhen = [formula]
        }
        // Samples already drawn (for the questions about conditions) are tried first, as they
        // cost little more; a form without conditions draws them only when the shortcut cannot tell.
        let answered = requiredWhen + [.visible(variable), .answered(variable)]
        if samples.isDrawn && samples.satisfies(answered) || isAnswerable(variable, when: requiredWhen)
            || !samples.isDrawn && samples.satisfies(answered)
        {
            return nil
        }
        let verdict = analysis.requirement(of: variable)
        switch verdict {
        case .unanswerableWhenRequired, .skipped: return verdict
        case .answerable, .hiddenWhenRequired, .neverRequired: return nil
        }
    }

    /// Whether `variable` can, as the shortcut finds, be shown, answered and required (its
    /// `requiredWhen` holding); false when it cannot or the shortcut cannot tell. Its answer is its
    /// own: it is answered when enabled (if it has an answer at all) or when its initial answer is
    /// one, as long as no variable its requirement tests follows its answer.
    private func isAnswerable(_ variable: Int, when requiredWhen: [Formula]) -> Bool {
        for formula in requiredWhen {
            for atom in formula.atoms {
                guard atom.variable != variable, let cone = reach.cone(of: atom.variable), !cone.contains(variable)
                else { return false }
            }
        }
        let definition = model.variables[variable]
        let required = requiredWhen + (shownWhen(.visible(variable)) ?? [])
        let enabled = definition.enabledWhen.map { [$0] } ?? []
        if model.canBeAnswered(variable), reach.satisfiable(required + enabled) == true { return true }
        guard model.isAnswered(definition.initial, of: variable), let enabledWhen = definition.enabledWhen
        else { return false }
        return reach.satisfiable(required + [.not(enabledWhen)]) == true
    }

    /// ``LogicAnalysis/submission()``'s verdict when the form cannot be submitted, or the question
    /// was skipped; nil when it can.
    func submission() -> SubmissionVerdict? {
        if canSubmitAnsweringInTurn() { return nil }
        switch analysis.submission() {
        case .possible: return nil
        case let verdict: return verdict
        }
    }

    /// Whether the form can be submitted with these answers: each control in the order of the
    /// conditions keeps its initial answer, unless it is shown, enabled and must then be answered
    /// or sized otherwise, when it takes the first answer that does.
    private func canSubmitAnsweringInTurn() -> Bool {
        var states = [VariableState](repeating: .hidden, count: model.variables.count)
        var order = [Int](repeating: 0, count: model.variables.count)
        for (variable, rank) in model.rank.enumerated() {
            guard let rank, model.conditionDepth[variable] <= analysis.budget.depth else { return false }
            order[rank] = variable
        }
        for variable in order {
            let definition = model.variables[variable]
            let state = { (read: Int) in states[read] }
            if let visibleWhen = definition.visibleWhen, !model.holds(visibleWhen, in: state) { continue }
            if let enabledWhen = definition.enabledWhen, !model.holds(enabledWhen, in: state) {
                states[variable] = .shown(definition.initial, enabled: false)
                continue
            }
            states[variable] = .shown(answer(of: variable), enabled: true)
        }
        return model.variables.indices.allSatisfy { variable in
            analysis.submissionDemand(of: variable).map { model.holds($0, in: { states[$0] }) } ?? true
        }
    }

    /// The answer `variable` takes when shown and enabled: its initial one when it meets what
    /// submitting may demand of it, else the first that does.
    private func answer(of variable: Int) -> Value {
        let definition = model.variables[variable]
        let demandsAnswer = definition.requirement != .optional
        let initial = definition.initial
        switch definition.domain {
        case .choice(let answered):
            guard demandsAnswer, !answered[initialChoice(initial)], let first = answered.firstIndex(of: true)
            else { return initial }
            return .choice(first)
        case .subset(let elements, let minSelected, let maxSelected):
            guard case .subset(let chosen) = initial else { return initial }
            let least = max(minSelected ?? 0, demandsAnswer ? 1 : 0)
            let most = min(maxSelected ?? elements, elements)
            guard chosen.count < least || chosen.count > most, least <= most else { return initial }
            return .subset(Array(0..<least))
        }
    }

    private func initialChoice(_ value: Value) -> Int {
        guard case .choice(let position) = value else { return 0 }
        return position
    }
}

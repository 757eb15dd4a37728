/// Exact answers about a ``LogicModel``, each with a witness: whether a formula always, never or
/// sometimes holds, whether the form can be submitted, whether a required variable can be answered.
/// Every question searches only the variables its formulas reach (through visibility and enabling),
/// and is skipped, not decided, when it would take more than the budget.
package struct LogicAnalysis: Sendable {
    /// The model the questions are about.
    package let model: LogicModel
    /// The work each question may take.
    package let budget: LogicBudget
    /// The steps after which a search remembers the groups of constraints it found unsatisfiable
    /// (a smaller search is cheaper done again than described); nil: never, the plain search, only
    /// in the test that proves both equal.
    var remembersFailuresAfter: Int? = 20_000

    package init(_ model: LogicModel, budget: LogicBudget = .standard) {
        self.model = model
        self.budget = budget
    }

    /// Whether `formula` always, never or sometimes holds, over the answers for which `context`
    /// holds (every answer when it is the constant true).
    package func decide(_ formula: Formula, given context: Formula = .constant(true)) -> Verdict {
        var search = makeSearch(naming: [formula, context])
        do {
            let given = try search.constraint(context)
            let holds = try search.constraint(formula)
            // Its negation reaches the same variables.
            var fails = holds
            fails.formula = .not(formula)
            let whenTrue = try search.satisfy([holds, given])
            let whenFalse = try search.satisfy([fails, given])
            switch (whenTrue, whenFalse) {
            case (.satisfied(let whenTrue), .satisfied(let whenFalse)):
                return .sometimes(whenTrue: whenTrue, whenFalse: whenFalse)
            case (.satisfied(let witness), .unsatisfiable): return .always(witness)
            case (.unsatisfiable, .satisfied(let witness)): return .never(witness)
            case (.unsatisfiable, .unsatisfiable): return .unreachable
            }
        } catch {
            return .skipped(error)
        }
    }

    /// Answers for which every formula holds, or nil when none exist.
    package func satisfy(_ formulas: [Formula]) -> Result<Assignment?, LogicSkip> {
        var search = makeSearch(naming: formulas)
        do {
            var constraints: [LogicSearch.Constraint] = []
            for formula in formulas { constraints.append(try search.constraint(formula)) }
            guard case .satisfied(let witness) = try search.satisfy(constraints) else { return .success(nil) }
            return .success(witness)
        } catch {
            return .failure(error)
        }
    }

    /// Whether some answers can be submitted: every shown variable that is required then is
    /// answered, and every shown selection's size is within its bounds. Its budget grows with the
    /// form (``LogicBudget/wholeForm(of:)``).
    package func submission() -> SubmissionVerdict {
        var search = LogicSearch(model, budget: budget.wholeForm(of: model.variables.count), naming: [])
        search.remembersFailuresAfter = remembersFailuresAfter
        do {
            var constraints: [LogicSearch.Constraint] = []
            for variable in model.variables.indices {
                guard let demand = submissionDemand(of: variable) else { continue }
                constraints.append(try search.constraint(demand, owner: variable))
            }
            switch try search.satisfy(constraints) {
            case .satisfied(let witness): return .possible(witness)
            case .unsatisfiable(let owners):
                return .impossible(blocking: Self.fewest(owners, of: constraints, in: &search))
            }
        } catch {
            return .skipped(error)
        }
    }

    /// `owners`, whose demands cannot hold together, without each one the others still cannot
    /// hold without: the controls a person must change, not every control the search met. Each
    /// owner is tried once, in order, so the result is the same on every run; when the budget runs
    /// out on the way, what was found so far (still a group that cannot hold together).
    private static func fewest(
        _ owners: [Int], of constraints: [LogicSearch.Constraint], in search: inout LogicSearch
    ) -> [Int] {
        var kept = owners
        for owner in owners where kept.count > 1 {
            let others = kept.filter { $0 != owner }
            guard case .unsatisfiable? = try? search.satisfy(constraints.filter { others.contains($0.owner) })
            else { continue }
            kept = others
        }
        return kept
    }

    /// What submitting demands of `variable`: when shown, an answer if it is required then, and a
    /// size within its bounds; nil when it demands nothing.
    package func submissionDemand(of variable: Int) -> Formula? {
        let definition = model.variables[variable]
        var demands: [Formula] = []
        switch definition.requirement {
        case .optional: break
        case .always: demands.append(.answered(variable))
        case .when(let condition): demands.append(.any([.not(condition), .answered(variable)]))
        }
        if case .subset(_, let minSelected, let maxSelected) = definition.domain {
            if let minSelected { demands.append(.atom(.selectedAtLeast(variable: variable, count: minSelected))) }
            if let maxSelected {
                demands.append(.not(.atom(.selectedAtLeast(variable: variable, count: maxSelected + 1))))
            }
        }
        guard !demands.isEmpty else { return nil }
        return .any([.not(.visible(variable)), .all(demands)])
    }

    /// Whether `variable` can be answered when it is required: never required, hidden whenever its
    /// requirement holds, shown then but never answerable (disabled, unanswered), or answerable.
    package func requirement(of variable: Int) -> RequirementVerdict {
        let condition: Formula
        switch model.variables[variable].requirement {
        case .optional: return .neverRequired
        case .always: condition = .constant(true)
        case .when(let formula): condition = formula
        }
        var search = makeSearch(naming: [condition, .visible(variable)])
        do {
            let required = try search.constraint(condition)
            let visible = try search.constraint(.visible(variable))
            if case .satisfied(let witness) = try search.satisfy([
                required, visible, try search.constraint(.answered(variable)),
            ]) {
                return .answerable(witness)
            }
            if case .satisfied(let witness) = try search.satisfy([required, visible]) {
                return .unanswerableWhenRequired(witness)
            }
            if case .satisfied(let witness) = try search.satisfy([
                required, try search.constraint(.not(.visible(variable))),
            ]) {
                return .hiddenWhenRequired(witness)
            }
            return .neverRequired
        } catch {
            return .skipped(error)
        }
    }

    /// A search of this model within the budget, whose formulas name `formulas`.
    private func makeSearch(naming formulas: [Formula]) -> LogicSearch {
        var search = LogicSearch(model, budget: budget, naming: formulas)
        search.remembersFailuresAfter = remembersFailuresAfter
        return search
    }
}

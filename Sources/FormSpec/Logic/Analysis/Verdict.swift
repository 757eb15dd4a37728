/// What the analysis found of a formula over every answer a person can give.
package enum Verdict: Sendable, Hashable {
    /// It holds whatever the answers; the witness is answers where it does.
    case always(Assignment)
    /// It holds for no answers; the witness is answers where it does not.
    case never(Assignment)
    /// It holds for some answers and not for others, as the witnesses show.
    case sometimes(whenTrue: Assignment, whenFalse: Assignment)
    /// No answers satisfy what it was asked under (`given`), so it is never evaluated.
    case unreachable
    /// Not decided: deciding it would take more than the budget (``LogicBudget``).
    case skipped(LogicSkip)
}

/// Whether the form can be submitted.
package enum SubmissionVerdict: Sendable, Hashable {
    /// These answers can be submitted: every shown variable that is required is answered, and
    /// every shown selection is within its bounds.
    case possible(Assignment)
    /// No answers can be submitted, because of what these variables demand together (each one
    /// required, or bounded, and the conditions that show, enable or require it).
    case impossible(blocking: [Int])
    /// Not decided within the budget.
    case skipped(LogicSkip)
}

/// Whether a variable can be answered when it is required.
package enum RequirementVerdict: Sendable, Hashable {
    /// It is optional, or its `requiredWhen` never holds.
    case neverRequired
    /// Whenever it is required it is hidden (so it is never required); the witness is answers where
    /// its requirement holds and it is hidden.
    case hiddenWhenRequired(Assignment)
    /// Whenever it is required and shown, it is unanswered and nobody can answer it (disabled with
    /// an unanswered initial answer): the form can then never be submitted. The witness is such answers.
    case unanswerableWhenRequired(Assignment)
    /// It can be required and answered, as the witness shows.
    case answerable(Assignment)
    /// Not decided within the budget.
    case skipped(LogicSkip)
}

/// Why a question was not decided.
package enum LogicSkip: Error, Sendable, Hashable {
    /// It would try more than the budget's steps.
    case tooManySteps
    /// A condition or a chain of conditions nests deeper than the budget's depth.
    case tooDeep
    /// Its variables' visibility or enabling read each other in a cycle.
    case cycle
}

/// The answers of the variables that matter to a question: the others may be anything.
package struct Assignment: Sendable, Hashable {
    /// Each variable that matters and its state, by ascending variable.
    package var states: [Entry]

    /// A variable and its state.
    package struct Entry: Sendable, Hashable {
        package var variable: Int
        package var state: VariableState

        package init(_ variable: Int, _ state: VariableState) {
            self.variable = variable
            self.state = state
        }
    }

    package init(_ states: [Entry]) { self.states = states }

    /// The state of `variable`, or nil when it does not matter.
    package subscript(variable: Int) -> VariableState? { states.first { $0.variable == variable }?.state }
}

/// A variable's state in an assignment.
package enum VariableState: Sendable, Hashable {
    /// Hidden: no answer.
    case hidden
    /// Shown with this answer; when not enabled, it is the initial answer, kept.
    case shown(Value, enabled: Bool)
}

/// How much work one question may take before it is skipped.
package struct LogicBudget: Sendable, Hashable {
    /// Steps: each answer tried for a variable, each node of a formula evaluated, each variable a
    /// question's conditions reach.
    package var steps: Int
    /// The deepest a condition may nest, and the longest chain of variables a search may hold at once.
    package var depth: Int

    /// The budget the rules use.
    package static let standard = LogicBudget(steps: 1_000_000, depth: 200)

    /// The budget of a question about the whole form (whether it can be submitted), which reads every
    /// variable: the steps and 100 more per variable, so that it grows with the form, linearly.
    func wholeForm(of variables: Int) -> LogicBudget {
        LogicBudget(steps: steps + 100 * variables, depth: depth)
    }

    package init(steps: Int, depth: Int) {
        self.steps = steps
        self.depth = depth
    }
}

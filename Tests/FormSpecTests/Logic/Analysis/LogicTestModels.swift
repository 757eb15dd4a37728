@testable import FormSpec

/// Small models for the analysis's tests: toggles (`off` is 0, `on` is 1) and selections.
enum LogicTestModels {
    static let off = 0
    static let on = 1

    static func toggle(
        _ name: String, initial: Int = off, visibleWhen: Formula? = nil, enabledWhen: Formula? = nil,
        requirement: Requirement = .optional
    ) -> LogicVariable {
        LogicVariable(
            name: name, domain: .choice(answered: [false, true]), initial: .choice(initial), visibleWhen: visibleWhen,
            enabledWhen: enabledWhen, requirement: requirement)
    }

    static func selection(
        _ name: String, elements: Int, minSelected: Int? = nil, maxSelected: Int? = nil, initial: [Int] = [],
        visibleWhen: Formula? = nil, enabledWhen: Formula? = nil, requirement: Requirement = .optional
    ) -> LogicVariable {
        LogicVariable(
            name: name, domain: .subset(elements: elements, minSelected: minSelected, maxSelected: maxSelected),
            initial: .subset(initial), visibleWhen: visibleWhen, enabledWhen: enabledWhen, requirement: requirement)
    }

    /// A toggle's state in a witness.
    static func shown(_ answer: Int, enabled: Bool = true) -> VariableState {
        .shown(.choice(answer), enabled: enabled)
    }
}

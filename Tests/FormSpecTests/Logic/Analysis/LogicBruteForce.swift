@testable import FormSpec

/// The plain path the analysis must equal: every answer of every variable enumerated (every value,
/// every subset), each variable's state worked out in an order of its conditions, every formula
/// evaluated on whole states. Written apart from the analysis, for small models only.
struct LogicBruteForce {
    let variables: [LogicVariable]
    /// The state of every variable, for each combination of the answers a person can give.
    let everyState: [[VariableState]]

    init(_ variables: [LogicVariable]) {
        self.variables = variables
        var order: [Int] = []
        while order.count < variables.count {
            let next = variables.indices.first { variable in
                !order.contains(variable)
                    && [variables[variable].visibleWhen, variables[variable].enabledWhen].compactMap(\.self)
                        .allSatisfy { $0.atoms.allSatisfy { order.contains($0.variable) } }
            }
            order.append(next!)
        }
        var answers: [[Value]] = [[]]
        for variable in variables {
            answers = answers.flatMap { partial in Self.answers(of: variable.domain).map { partial + [$0] } }
        }
        everyState = answers.map { answers in
            var states = [VariableState](repeating: .hidden, count: variables.count)
            for variable in order {
                let definition = variables[variable]
                if !(definition.visibleWhen.map { Self.holds($0, definition: variables, states) } ?? true) {
                    states[variable] = .hidden
                } else if !(definition.enabledWhen.map { Self.holds($0, definition: variables, states) } ?? true) {
                    states[variable] = .shown(definition.initial, enabled: false)
                } else {
                    states[variable] = .shown(answers[variable], enabled: true)
                }
            }
            return states
        }
    }

    static func answers(of domain: Domain) -> [Value] {
        switch domain {
        case .choice(let answered): return answered.indices.map(Value.choice)
        case .subset(let elements, _, _):
            return (0..<(1 << elements)).map { mask in .subset((0..<elements).filter { mask & (1 << $0) != 0 }) }
        }
    }

    static func holds(_ formula: Formula, definition variables: [LogicVariable], _ states: [VariableState]) -> Bool {
        switch formula {
        case .constant(let truth): return truth
        case .not(let formula): return !holds(formula, definition: variables, states)
        case .all(let formulas): return formulas.allSatisfy { holds($0, definition: variables, states) }
        case .any(let formulas): return formulas.contains { holds($0, definition: variables, states) }
        case .atom(let atom):
            guard case .shown(let value, let enabled) = states[atom.variable] else { return false }
            switch (atom, value) {
            case (.equals(_, let expected), .choice(let value)): return value == expected
            case (.contains(_, let element), .subset(let elements)): return elements.contains(element)
            case (.selectedAtLeast(_, let count), .subset(let elements)): return elements.count >= count
            case (.answered(let variable), .choice(let value)):
                guard case .choice(let answered) = variables[variable].domain else { return false }
                return answered[value]
            case (.answered, .subset(let elements)): return !elements.isEmpty
            case (.visible, _): return true
            case (.enabled, _): return enabled
            default: return false
            }
        }
    }

    func holds(_ formula: Formula, _ states: [VariableState]) -> Bool {
        Self.holds(formula, definition: variables, states)
    }

    /// Whether some states satisfy every formula.
    func exists(_ formulas: [Formula]) -> Bool {
        everyState.contains { states in formulas.allSatisfy { holds($0, states) } }
    }

    /// Whether the states agree with the witness, some do, and every one of them satisfies the formulas.
    func witnesses(_ witness: Assignment, _ formulas: [Formula]) -> Bool {
        let agreeing = everyState.filter { states in witness.states.allSatisfy { states[$0.variable] == $0.state } }
        return !agreeing.isEmpty && agreeing.allSatisfy { states in formulas.allSatisfy { holds($0, states) } }
    }

    /// Whether the states can be submitted, written out apart from the analysis's demands.
    func canSubmit(_ states: [VariableState]) -> Bool {
        variables.indices.allSatisfy { variable in
            guard case .shown(let value, _) = states[variable] else { return true }
            let definition = variables[variable]
            let required: Bool
            switch definition.requirement {
            case .optional: required = false
            case .always: required = true
            case .when(let condition): required = holds(condition, states)
            }
            if required && !holds(.answered(variable), states) { return false }
            guard case .subset(_, let minSelected, let maxSelected) = definition.domain,
                case .subset(let elements) = value
            else { return true }
            return elements.count >= (minSelected ?? 0) && elements.count <= (maxSelected ?? .max)
        }
    }
}

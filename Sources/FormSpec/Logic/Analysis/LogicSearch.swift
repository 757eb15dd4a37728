/// The search behind every question: answers for the variables that satisfy constraints, found
/// variable by variable in the order of their conditions, each constraint evaluated as soon as it is
/// known (three-valued: an unassigned variable's atoms are unknown), and the open constraints split
/// into independent groups after each choice, so that the work follows what each group touches.
/// A hidden or disabled variable takes one state, not one per answer.
struct LogicSearch {
    let model: LogicModel
    let budget: LogicBudget
    /// What the model's conditions and the question's formulas name, of the variables of which the
    /// question names more than the model.
    private var questionNames: [Int: NamedAnswers] = [:]
    private var states: [Int: VariableState] = [:]
    private var trail: [Int] = []
    private var steps = 0

    init(_ model: LogicModel, budget: LogicBudget, naming formulas: [Formula]) {
        self.model = model
        self.budget = budget
        for atom in formulas.flatMap(\.atoms) where !model.named[atom.variable].names(atom) {
            questionNames[atom.variable, default: model.named[atom.variable]].add(atom)
        }
    }

    /// A formula to satisfy, with the variables it reaches in rank order, and who asked for it.
    struct Constraint {
        var formula: Formula
        var variables: [Int]
        var owner: Int
    }

    /// `formula` as a constraint: the variables its atoms test and, transitively, those their
    /// visibility and enabling read.
    mutating func constraint(_ formula: Formula, owner: Int = 0) throws(LogicSkip) -> Constraint {
        guard formula.depth <= budget.depth else { throw .tooDeep }
        var reached: Set<Int> = []
        var stack = formula.atoms.map(\.variable)
        while let variable = stack.popLast() {
            guard reached.insert(variable).inserted else { continue }
            try charge()
            guard model.rank[variable] != nil else { throw .cycle }
            guard model.conditionDepth[variable] <= budget.depth else { throw .tooDeep }
            stack += model.dependencies[variable]
        }
        let variables = reached.sorted { model.rank[$0]! < model.rank[$1]! }
        return Constraint(formula: formula, variables: variables, owner: owner)
    }

    /// The outcome of a search.
    enum Outcome {
        case satisfied(Assignment)
        /// The constraints of these owners cannot hold together.
        case unsatisfiable(owners: [Int])
    }

    /// Answers satisfying every constraint, or the owners of a group of them that nothing satisfies.
    mutating func satisfy(_ constraints: [Constraint]) throws(LogicSkip) -> Outcome {
        states = [:]
        trail = []
        var open: [Constraint] = []
        for constraint in constraints {
            switch try evaluate(constraint.formula) {
            case false?: return .unsatisfiable(owners: [constraint.owner])
            case true?: continue
            case nil: open.append(constraint)
            }
        }
        for group in try groups(open) where try !solve(group, depth: 1) {
            return .unsatisfiable(owners: Array(Set(group.map(\.owner))).sorted())
        }
        let entries = states.keys.sorted().map { Assignment.Entry($0, states[$0]!) }
        return .satisfied(Assignment(entries))
    }

    /// Whether the constraints, none of them false, can all hold given the states so far; on
    /// success the states hold the answers found.
    private mutating func solve(_ constraints: [Constraint], depth: Int) throws(LogicSkip) -> Bool {
        guard depth <= budget.depth else { throw .tooDeep }
        var open: [Constraint] = []
        for constraint in constraints {
            switch try evaluate(constraint.formula) {
            case false?: return false
            case true?: continue
            case nil: open.append(constraint)
            }
        }
        for group in try groups(open) where try !branch(group, depth: depth) { return false }
        return true
    }

    /// Tries each state of the group's first unassigned variable (in rank order), whose
    /// visibility and enabling are then known.
    private mutating func branch(_ constraints: [Constraint], depth: Int) throws(LogicSkip) -> Bool {
        var first: Int?
        for constraint in constraints {
            guard let variable = constraint.variables.first(where: { states[$0] == nil }) else { continue }
            if first.map({ model.rank[variable]! < model.rank[$0]! }) ?? true { first = variable }
        }
        guard let variable = first else { return false }
        let mark = trail.count
        for state in try self.states(of: variable) {
            try charge()
            states[variable] = state
            trail.append(variable)
            if try solve(constraints, depth: depth + 1) { return true }
            while trail.count > mark { states[trail.removeLast()] = nil }
        }
        return false
    }

    /// The states `variable` can take given the states of what its conditions read.
    private mutating func states(of variable: Int) throws(LogicSkip) -> [VariableState] {
        let definition = model.variables[variable]
        guard try isKnownTrue(definition.visibleWhen) else { return [.hidden] }
        guard try isKnownTrue(definition.enabledWhen) else {
            return [.shown(definition.initial, enabled: false)]
        }
        let answers: [Value]
        if questionNames[variable] == nil, let listed = model.representatives[variable] {
            answers = listed
        } else {
            let named = questionNames[variable] ?? model.named[variable]
            answers = try AnswerRepresentatives.of(definition.domain, named: named, atMost: budget.steps - steps)
        }
        return answers.map { .shown($0, enabled: true) }
    }

    /// Whether a variable's condition holds (nil: it has none); its variables are all assigned.
    private mutating func isKnownTrue(_ condition: Formula?) throws(LogicSkip) -> Bool {
        guard let condition else { return true }
        return try evaluate(condition) == true
    }

    /// The constraints in groups that share no unassigned variable, in the order of their first
    /// constraint.
    private mutating func groups(_ constraints: [Constraint]) throws(LogicSkip) -> [[Constraint]] {
        guard constraints.count > 1 else { return constraints.isEmpty ? [] : [constraints] }
        var parent: [Int: Int] = [:]
        func root(_ variable: Int) -> Int {
            var root = variable
            while let next = parent[root], next != root { root = next }
            var step = variable
            while let next = parent[step], next != root {
                parent[step] = root
                step = next
            }
            return root
        }
        var roots: [Int] = []
        for (index, constraint) in constraints.enumerated() {
            var first: Int?
            for variable in constraint.variables where states[variable] == nil {
                try charge()
                if parent[variable] == nil { parent[variable] = variable }
                let found = root(variable)
                if let first { parent[found] = root(first) } else { first = found }
            }
            // A constraint reads an unassigned variable, or it would be known: a group of its own otherwise.
            roots.append(first ?? -1 - index)
        }
        var order: [Int] = []
        var members: [Int: [Constraint]] = [:]
        for (constraint, first) in zip(constraints, roots) {
            let group = root(first)
            if members[group] == nil { order.append(group) }
            members[group, default: []].append(constraint)
        }
        return order.map { members[$0]! }
    }

    /// The formula's truth given the states so far: nil when it depends on an unassigned variable.
    private mutating func evaluate(_ formula: Formula) throws(LogicSkip) -> Bool? {
        try charge()
        switch formula {
        case .constant(let truth): return truth
        case .atom(let atom): return states[atom.variable].map { holds(atom, in: $0) }
        case .not(let formula): return try evaluate(formula).map(!)
        case .all(let formulas):
            var known = true
            for formula in formulas {
                switch try evaluate(formula) {
                case false?: return false
                case nil: known = false
                case true?: continue
                }
            }
            return known ? true : nil
        case .any(let formulas):
            var known = true
            for formula in formulas {
                switch try evaluate(formula) {
                case true?: return true
                case nil: known = false
                case false?: continue
                }
            }
            return known ? false : nil
        }
    }

    /// Whether `atom` holds of a variable in `state`: never when it is hidden.
    private func holds(_ atom: Atom, in state: VariableState) -> Bool {
        guard case .shown(let value, let enabled) = state else { return false }
        switch (atom, value) {
        case (.equals(_, let expected), .choice(let value)): return value == expected
        case (.contains(_, let element), .subset(let elements)): return elements.contains(element)
        case (.selectedAtLeast(_, let count), .subset(let elements)): return elements.count >= count
        case (.answered(let variable), _): return model.isAnswered(value, of: variable)
        case (.visible, _): return true
        case (.enabled, _): return enabled
        default: return false
        }
    }

    private mutating func charge() throws(LogicSkip) {
        steps += 1
        guard steps <= budget.steps else { throw .tooManySteps }
    }
}

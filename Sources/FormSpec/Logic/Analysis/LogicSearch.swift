/// The search behind every question: answers for the variables that satisfy constraints, found
/// variable by variable in the order of their conditions, each constraint evaluated as soon as it is
/// known (three-valued: an unassigned variable's atoms are unknown), and the open constraints split
/// into independent groups after each choice, so that the work follows what each group touches.
/// A hidden or disabled variable takes one state, not one per answer; a group of constraints found
/// unsatisfiable is remembered with the states it read, so that the same group met again with the
/// same states (through other answers of variables it no longer reads) fails at once.
struct LogicSearch {
    let model: LogicModel
    let budget: LogicBudget
    /// The steps a search takes before it remembers the groups it finds unsatisfiable; nil: never
    /// (``LogicAnalysis/remembersFailuresAfter`` sets it).
    var remembersFailuresAfter: Int?
    /// What the model's conditions and the question's formulas name, of the variables of which the
    /// question names more than the model.
    private var questionNames: [Int: NamedAnswers] = [:]
    /// The variables the constraints being satisfied reach, ascending: a variable's place here is
    /// its place in `slots` (found by binary search: no hashing on the search's path).
    private var reached: [Int] = []
    private var slots: [Slot] = []
    /// The constraints being satisfied, each with its slots; the search passes their places here,
    /// not copies of them.
    private var held: [Constraint] = []
    /// The slots assigned, in order, to undo a failed choice.
    private var trail: [Int] = []
    private var currentStamp = 0
    private var steps = 0
    /// The steps taken when the current call of `satisfy` began.
    private var firstStep = 0
    /// The states tried for each variable of which the question names more than the model, once
    /// listed.
    private var questionStates: [Int: [VariableState]] = [:]
    /// The groups of constraints found unsatisfiable in this call of `satisfy`, each with the states
    /// the rest of its search reads (``FailedGroup``).
    private var failures: Set<FailedGroup> = []

    init(_ model: LogicModel, budget: LogicBudget, naming formulas: [Formula]) {
        self.model = model
        self.budget = budget
        for formula in formulas {
            let atoms: [Atom]
            switch formula {
            case .constant: continue
            case .atom(let atom), .not(.atom(let atom)):
                // Most questions' formulas: one test, whose answers the model's conditions name already.
                guard !model.named[atom.variable].names(atom) else { continue }
                atoms = [atom]
            case .all, .any, .not: atoms = formula.atoms
            }
            for atom in atoms where !model.named[atom.variable].names(atom) {
                questionNames[atom.variable, default: model.named[atom.variable]].add(atom)
            }
        }
    }

    /// What the search holds of a variable it reaches.
    private struct Slot {
        /// Its state, once assigned.
        var state: VariableState?
        /// Its parent in the union-find of `groups` and, at a root, the group's place; valid when
        /// `stamp` is the current call's.
        var parent = 0
        var group = 0
        var stamp = 0
    }

    /// A formula to satisfy, with the variables it reaches in rank order, and who asked for it.
    struct Constraint {
        var formula: Formula
        var variables: [Int]
        var owner: Int
        /// The variables' slots, in the same order, once a search holds the constraint.
        var slots: [Int] = []
    }

    /// A group of constraints and what the rest of its search reads: the slots its atoms test and
    /// the unassigned slots with those their conditions read, each with its state (nil when
    /// unassigned). Whether such a group can be satisfied depends on nothing else, so one found
    /// unsatisfiable is unsatisfiable whenever it is met again with the same states.
    private struct FailedGroup: Hashable {
        var constraints: [Int]
        var slots: [Int]
        var states: [VariableState?]
    }

    /// The most constraints a group may hold to be remembered: a larger one is met rarely, and its
    /// description would cost more than it saves.
    private static let rememberedGroupSize = 32
    /// The steps a failed group must have taken to be remembered.
    private static let rememberedFailureSteps = 16

    /// `formula` as a constraint: the variables its atoms test and, transitively, those their
    /// visibility and enabling read.
    mutating func constraint(_ formula: Formula, owner: Int = 0) throws(LogicSkip) -> Constraint {
        switch formula {
        case .constant: return Constraint(formula: formula, variables: [], owner: owner)
        case .atom(let atom) where model.dependencies[atom.variable].isEmpty:
            return try constraint(formula, testing: atom.variable, depth: 1, owner: owner)
        case .not(.atom(let atom)) where model.dependencies[atom.variable].isEmpty:
            return try constraint(formula, testing: atom.variable, depth: 2, owner: owner)
        default: break
        }
        let (depth, tested) = formula.depthAndVariables
        guard depth <= budget.depth else { throw .tooDeep }
        // Most conditions reach a few variables: a list, searched, until it grows long.
        var reached: [Int] = []
        var seen: Set<Int> = []
        var stack = tested
        while let variable = stack.popLast() {
            if reached.count < 16 {
                guard !reached.contains(variable) else { continue }
            } else {
                if seen.isEmpty { seen = Set(reached) }
                guard seen.insert(variable).inserted else { continue }
            }
            reached.append(variable)
            try charge()
            guard model.rank[variable] != nil else { throw .cycle }
            guard model.conditionDepth[variable] <= budget.depth else { throw .tooDeep }
            stack += model.dependencies[variable]
        }
        if reached.count > 1 { reached.sort { model.rank[$0]! < model.rank[$1]! } }
        return Constraint(formula: formula, variables: reached, owner: owner)
    }

    /// `formula`, of this depth, as a constraint when it tests only `variable`, whose visibility and
    /// enabling read nothing: what the general case finds, without walking the formula.
    private mutating func constraint(
        _ formula: Formula, testing variable: Int, depth: Int, owner: Int
    ) throws(LogicSkip) -> Constraint {
        guard depth <= budget.depth else { throw .tooDeep }
        try charge()
        guard model.conditionDepth[variable] <= budget.depth else { throw .tooDeep }
        return Constraint(formula: formula, variables: [variable], owner: owner)
    }

    /// The outcome of a search.
    enum Outcome {
        case satisfied(Assignment)
        /// The constraints of these owners cannot hold together.
        case unsatisfiable(owners: [Int])
    }

    /// Answers satisfying every constraint, or the owners of a group of them that nothing satisfies.
    mutating func satisfy(_ constraints: [Constraint]) throws(LogicSkip) -> Outcome {
        reached.removeAll(keepingCapacity: true)
        for constraint in constraints { reached += constraint.variables }
        reached.sortWithoutRepeats()
        slots.removeAll(keepingCapacity: true)
        slots.append(contentsOf: repeatElement(Slot(), count: reached.count))
        trail.removeAll(keepingCapacity: true)
        failures.removeAll()
        firstStep = steps
        held = constraints
        var open: [Int] = []
        for index in held.indices {
            held[index].slots = held[index].variables.map(slot)
            switch try evaluate(held[index].formula) {
            case false?: return .unsatisfiable(owners: [held[index].owner])
            case true?: continue
            case nil: open.append(index)
            }
        }
        for group in try groups(open) where try !solve(group, depth: 1) {
            return .unsatisfiable(owners: Array(Set(group.map { held[$0].owner })).sorted())
        }
        let entries = zip(reached, slots).compactMap { variable, slot in
            slot.state.map { Assignment.Entry(variable, $0) }
        }
        return .satisfied(Assignment(entries))
    }

    /// Whether the constraints (places in `held`), none of them false, can all hold given the
    /// states so far; on success the states hold the answers found.
    private mutating func solve(_ constraints: [Int], depth: Int) throws(LogicSkip) -> Bool {
        guard depth <= budget.depth else { throw .tooDeep }
        if constraints.count == 1 {
            guard let truth = try evaluate(held[constraints[0]].formula) else {
                return try branch(constraints, depth: depth)
            }
            return truth
        }
        var open: [Int] = []
        for constraint in constraints {
            switch try evaluate(held[constraint].formula) {
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
    private mutating func branch(_ constraints: [Int], depth: Int) throws(LogicSkip) -> Bool {
        var first: Int?
        var firstRank = Int.max
        for constraint in constraints {
            for slot in held[constraint].slots where slots[slot].state == nil {
                let rank = model.rank[reached[slot]]!
                if rank < firstRank {
                    first = slot
                    firstRank = rank
                }
                break
            }
        }
        guard let slot = first else { return false }
        let remembers = remembersFailuresAfter != nil && constraints.count <= Self.rememberedGroupSize
        var group: FailedGroup?
        if remembers && !failures.isEmpty {
            group = failedGroup(constraints)
            if failures.contains(group!) { return false }
        }
        let entryStep = steps
        let mark = trail.count
        for state in try self.states(of: reached[slot]) {
            try charge()
            slots[slot].state = state
            trail.append(slot)
            if try solve(constraints, depth: depth + 1) { return true }
            while trail.count > mark { slots[trail.removeLast()].state = nil }
        }
        if remembers && steps - firstStep >= remembersFailuresAfter! && steps - entryStep >= Self.rememberedFailureSteps
        {
            failures.insert(group ?? failedGroup(constraints))
        }
        return false
    }

    /// The constraints with what the rest of their search reads, given the states so far.
    private func failedGroup(_ constraints: [Int]) -> FailedGroup {
        var read: [Int] = []
        for constraint in constraints {
            for atom in held[constraint].formula.atoms { read.append(slot(atom.variable)) }
            for slot in held[constraint].slots where slots[slot].state == nil {
                read.append(slot)
                for variable in model.dependencies[reached[slot]] { read.append(self.slot(variable)) }
            }
        }
        read.sortWithoutRepeats()
        return FailedGroup(constraints: constraints, slots: read, states: read.map { slots[$0].state })
    }

    /// The states `variable` can take given the states of what its conditions read.
    private mutating func states(of variable: Int) throws(LogicSkip) -> [VariableState] {
        // Read in place: a copy of the variable would retain each of its parts, on every branch.
        guard try isKnownTrue(model.variables[variable].visibleWhen) else { return LogicModel.hiddenStates }
        guard try isKnownTrue(model.variables[variable].enabledWhen) else { return model.disabledStates[variable] }
        guard let named = questionNames[variable] else {
            if let listed = model.enabledStates[variable] { return listed }
            return try representatives(of: variable, named: model.named[variable])
        }
        if let listed = questionStates[variable] { return listed }
        let listed = try representatives(of: variable, named: named)
        questionStates[variable] = listed
        return listed
    }

    /// The states of `variable` enabled, one per class of answers that what `named` names tells apart.
    private func representatives(of variable: Int, named: NamedAnswers) throws(LogicSkip) -> [VariableState] {
        try AnswerRepresentatives.of(model.variables[variable].domain, named: named, atMost: budget.steps - steps).map {
            .shown($0, enabled: true)
        }
    }

    /// Whether a variable's condition holds (nil: it has none); its variables are all assigned.
    private mutating func isKnownTrue(_ condition: Formula?) throws(LogicSkip) -> Bool {
        guard let condition else { return true }
        return try evaluate(condition) == true
    }

    /// The constraints in groups that share no unassigned variable, in the order of their first
    /// constraint.
    private mutating func groups(_ constraints: [Int]) throws(LogicSkip) -> [[Int]] {
        guard constraints.count > 1 else { return constraints.isEmpty ? [] : [constraints] }
        currentStamp += 1
        var roots: [Int] = []
        for constraint in constraints {
            var first: Int?
            for slot in held[constraint].slots where slots[slot].state == nil {
                try charge()
                let found = root(slot)
                if let first { slots[found].parent = root(first) } else { first = found }
            }
            // A constraint reads an unassigned variable, or it would be known: a group of its own otherwise.
            roots.append(first ?? -1 - roots.count)
        }
        var groups: [[Int]] = []
        for (constraint, first) in zip(constraints, roots) {
            guard first >= 0 else {
                groups.append([constraint])
                continue
            }
            let root = root(first)
            if slots[root].group < 0 {
                slots[root].group = groups.count
                groups.append([])
            }
            groups[slots[root].group].append(constraint)
        }
        return groups
    }

    /// The root of `slot` in this call's union-find (a slot not yet seen in this call is its own).
    private mutating func root(_ slot: Int) -> Int {
        if slots[slot].stamp != currentStamp {
            slots[slot].stamp = currentStamp
            slots[slot].parent = slot
            slots[slot].group = -1
        }
        var root = slot
        while slots[root].parent != root { root = slots[root].parent }
        var step = slot
        while slots[step].parent != root {
            let next = slots[step].parent
            slots[step].parent = root
            step = next
        }
        return root
    }

    /// The slot of `variable`, which the constraints being satisfied reach.
    private func slot(_ variable: Int) -> Int {
        var low = 0
        var high = reached.count
        while low < high {
            let middle = (low + high) / 2
            if reached[middle] < variable { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The formula's truth given the states so far: nil when it depends on an unassigned variable.
    private mutating func evaluate(_ formula: Formula) throws(LogicSkip) -> Bool? {
        try charge()
        switch formula {
        case .constant(let truth): return truth
        case .atom(let atom): return slots[slot(atom.variable)].state.map { model.holds(atom, in: $0) }
        case .not(let formula): return try evaluate(formula).map(!)
        case .all(let formulas): return try evaluate(formulas, decidedBy: false)
        case .any(let formulas): return try evaluate(formulas, decidedBy: true)
        }
    }

    /// The truth of `all` (decided by a false part) or `any` (decided by a true part) of `formulas`.
    private mutating func evaluate(_ formulas: [Formula], decidedBy decisive: Bool) throws(LogicSkip) -> Bool? {
        var known = true
        for formula in formulas {
            guard let truth = try evaluate(formula) else {
                known = false
                continue
            }
            if truth == decisive { return decisive }
        }
        return known ? !decisive : nil
    }

    private mutating func charge() throws(LogicSkip) {
        steps += 1
        guard steps <= budget.steps else { throw .tooManySteps }
    }
}

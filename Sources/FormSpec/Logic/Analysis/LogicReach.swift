/// Which states each variable of a model can be in, over every answer a person can give (hidden,
/// shown and disabled, shown and enabled), found once, when a question first needs it, after the
/// variables its conditions read; and the questions it decides without a search: those whose
/// tested variables cannot influence one another, whose answers are then every combination of
/// what each can be.
///
/// Two variables cannot influence one another when no answer decides both: their *cones* (the
/// variable with, transitively, those its visibility and enabling read) share no variable. Then
/// the states they can be in together are every pair of the states each can be in. A question
/// about one variable, or about variables of disjoint cones, is decided by trying those states;
/// any other question is left to the search (``LogicSearch``). What each variable can be is found
/// the same way from the variables its conditions read; it is unknown when they share a cone.
final class LogicReach {
    /// The states a variable can be in.
    struct States: OptionSet {
        let rawValue: UInt8
        static let hidden = States(rawValue: 1)
        static let disabled = States(rawValue: 2)
        static let enabled = States(rawValue: 4)
        /// Shown, enabled or not.
        static let shown: States = [.disabled, .enabled]
    }

    /// The largest cone kept; a variable with a larger one is decided with others only by the search.
    static let largestCone = 32
    /// The most variables and combinations of their states a shortcut tries, and the most tests
    /// it evaluates in all (combinations times the formulas' tests): a larger question is the
    /// search's, which is bounded by its own budget.
    private static let mostTested = 4
    private static let mostCombinations = 512
    private static let mostEvaluations = 16_384

    let model: LogicModel
    /// The deepest formula a shortcut evaluates (deeper ones are the search's, which skips them).
    let depth: Int
    /// What each variable found so far can be; nil when unknown (on a cycle, or its conditions
    /// test variables that share a cone, or unknown ones).
    private var states: [States?]
    /// Each variable's cone found so far, ascending; nil when larger than ``largestCone`` or unknown.
    private var cones: [[Int]?]
    /// Whether each variable's states and cone were found (most questions need few of them).
    private var found: [Bool]

    /// What each variable of `model` can be, where the shortcuts tell, for questions whose
    /// formulas nest at most `depth` deep.
    init(_ model: LogicModel, depth: Int) {
        self.model = model
        self.depth = depth
        let count = model.variables.count
        states = Array(repeating: nil, count: count)
        cones = Array(repeating: nil, count: count)
        found = Array(repeating: false, count: count)
    }

    /// What `variable` can be; nil when unknown.
    func states(of variable: Int) -> States? {
        find(variable)
        return states[variable]
    }

    /// `variable`'s cone, ascending; nil when larger than ``largestCone`` or unknown.
    func cone(of variable: Int) -> [Int]? {
        find(variable)
        return cones[variable]
    }

    /// Finds what `variable` can be, and its cone, after those of the variables its conditions
    /// read, in their order and without recursion (a chain of conditions may be long). A variable
    /// on a cycle, or reading one, stays unknown.
    private func find(_ variable: Int) {
        guard !found[variable] else { return }
        var pending = [variable]
        while let next = pending.last {
            guard !found[next] else {
                pending.removeLast()
                continue
            }
            if model.rank[next] != nil {
                let reads = model.dependencies[next].filter { !found[$0] }
                guard reads.isEmpty else {
                    pending += reads
                    continue
                }
                cones[next] = joinedCone(of: next)
                states[next] = reachable(next)
            }
            found[next] = true
            pending.removeLast()
        }
    }

    /// `variable` with the cones of what its conditions read (found already), or nil when one is
    /// unknown or too large.
    private func joinedCone(of variable: Int) -> [Int]? {
        let reads = model.dependencies[variable]
        guard !reads.isEmpty else { return [variable] }
        var cone = [variable]
        for read in reads {
            guard let readCone = cones[read] else { return nil }
            cone += readCone
        }
        cone.sortWithoutRepeats()
        return cone.count <= Self.largestCone ? cone : nil
    }

    /// What `variable` can be, from what its conditions can be; nil when the variables they test
    /// share a cone (a search would tell, but costs more than the questions it would spare: the
    /// questions about the variable are then the analysis' own).
    private func reachable(_ variable: Int) -> States? {
        let visibleWhen = model.variables[variable].visibleWhen
        let enabledWhen = model.variables[variable].enabledWhen
        var states: States = []
        let listed = forEachCombination(of: [visibleWhen, enabledWhen].compactMap(\.self)) { combination in
            if let visibleWhen, !combination.holds(visibleWhen) {
                states.insert(.hidden)
            } else if let enabledWhen, !combination.holds(enabledWhen) {
                states.insert(.disabled)
            } else {
                states.insert(.enabled)
            }
            return states == [.hidden, .disabled, .enabled]
        }
        return listed ? states : nil
    }

    /// Calls `visit` once for each combination of the states the variables tested by `formulas`
    /// can be in together (a ``Combination``, which says whether a formula over them holds), until
    /// `visit` returns true; false, without a call, when the shortcut cannot list them without a
    /// search: the formulas test variables whose cones meet, or whose states are unknown, or too
    /// many of them or too many tests for their combinations, or nest deeper than the budget.
    func forEachCombination(of formulas: [Formula], _ visit: (Combination) -> Bool) -> Bool {
        var tested: [Candidates] = []
        var tests = 0
        for formula in formulas {
            let (formulaDepth, variables) = formula.depthAndVariables
            guard formulaDepth <= depth else { return false }
            tests += variables.count
            for variable in variables where !tested.contains(where: { $0.variable == variable }) {
                guard tested.count < Self.mostTested, let can = states(of: variable) else { return false }
                tested.append(Candidates(variable: variable, can: can))
            }
        }
        guard independent(tested.lazy.map(\.variable)) else { return false }
        var combinations = 1
        for index in tested.indices {
            guard tested[index].list(in: model, named: formulas, atMost: Self.mostCombinations) else { return false }
            combinations *= tested[index].count
            guard combinations <= Self.mostCombinations, combinations * tests <= Self.mostEvaluations
            else { return false }
        }
        guard combinations > 0 else { return true }
        // Every combination, as an odometer over the candidates.
        var combination = Combination(reach: self, tested: tested)
        while !visit(combination) && combination.advance() {}
        return true
    }

    /// Whether some answers make every formula hold; nil when the shortcut cannot tell.
    func satisfiable(_ formulas: [Formula]) -> Bool? {
        var found = false
        let listed = forEachCombination(of: formulas) { combination in
            found = formulas.allSatisfy(combination.holds)
            return found
        }
        return listed ? found : nil
    }

    /// Whether no two of `variables` share a variable of their cones (known and not too large).
    func independent(_ variables: some Collection<Int>) -> Bool {
        guard variables.count > 1 else { return true }
        var members: [Int] = []
        for variable in variables {
            guard let cone = cone(of: variable) else { return false }
            members += cone
        }
        members.sort()
        return zip(members, members.dropFirst()).allSatisfy { $0 != $1 }
    }
}

/// One state of each variable a question tests, among the states they can be in together.
struct Combination {
    fileprivate let reach: LogicReach
    fileprivate let tested: [Candidates]
    /// The state of each tested variable: a position among its candidates.
    private var picks: [Int]

    fileprivate init(reach: LogicReach, tested: [Candidates]) {
        self.reach = reach
        self.tested = tested
        picks = Array(repeating: 0, count: tested.count)
    }

    /// Whether `formula`, over the tested variables, holds in these states.
    func holds(_ formula: Formula) -> Bool {
        switch formula {
        case .constant(let truth): return truth
        case .atom(let atom):
            var index = 0
            while tested[index].variable != atom.variable { index += 1 }
            return tested[index].holds(atom, pick: picks[index], in: reach.model)
        case .not(let formula): return !holds(formula)
        case .all(let formulas):
            for formula in formulas where !holds(formula) { return false }
            return true
        case .any(let formulas):
            for formula in formulas where holds(formula) { return true }
            return false
        }
    }

    /// Moves to the next combination, as an odometer; false after the last.
    fileprivate mutating func advance() -> Bool {
        for wheel in picks.indices {
            picks[wheel] += 1
            if picks[wheel] < tested[wheel].count { return true }
            picks[wheel] = 0
        }
        return false
    }
}

/// The states a tested variable can be in that a question's atoms tell apart: hidden, shown and
/// disabled (its initial answer), and shown and enabled with each value of a choice, or one
/// selection of each class that the atoms tell apart.
private struct Candidates {
    let variable: Int
    let can: LogicReach.States
    /// The states tried when enabled, of a selection; empty for a choice, whose values are tried in order.
    private var selections: [VariableState] = []
    /// The values tried when enabled.
    private var enabledCount = 0
    private var hiddenCount: Int { can.contains(.hidden) ? 1 : 0 }
    private var disabledCount: Int { can.contains(.disabled) ? 1 : 0 }
    /// How many states are tried.
    var count: Int { hiddenCount + disabledCount + enabledCount }

    init(variable: Int, can: LogicReach.States) {
        self.variable = variable
        self.can = can
    }

    /// Lists the enabled answers; false when there are more than `limit`. A selection's are those
    /// the model lists for its conditions when they tell apart what the formulas test (they
    /// usually are the model's conditions), else those of the formulas' own tests.
    mutating func list(in model: LogicModel, named formulas: [Formula], atMost limit: Int) -> Bool {
        guard can.contains(.enabled) else { return true }
        switch model.variables[variable].domain {
        case .choice(let answered):
            enabledCount = answered.count
            return enabledCount <= limit
        case .subset(let elements, _, _):
            var named = NamedAnswers()
            var namedByModel = true
            for formula in formulas {
                for atom in formula.atoms where atom.variable == variable {
                    named.add(atom)
                    namedByModel = namedByModel && model.named[variable].names(atom)
                }
            }
            if namedByModel, let listed = model.enabledStates[variable], listed.count <= limit {
                selections = listed
            } else {
                guard
                    let listed = try? AnswerRepresentatives.of(
                        .subset(elements: elements), named: named, atMost: limit)
                else { return false }
                selections = listed.map { .shown($0, enabled: true) }
            }
            enabledCount = selections.count
            return true
        }
    }

    /// Whether `atom` holds in the state at `pick`.
    func holds(_ atom: Atom, pick: Int, in model: LogicModel) -> Bool {
        var pick = pick
        if pick < hiddenCount { return false }
        pick -= hiddenCount
        if pick < disabledCount {
            return model.holds(atom, in: .shown(model.variables[variable].initial, enabled: false))
        }
        pick -= disabledCount
        guard selections.isEmpty else { return model.holds(atom, in: selections[pick]) }
        switch atom {
        case .equals(_, let value): return value == pick
        case .answered: return model.isAnswered(.choice(pick), of: variable)
        case .visible, .enabled: return true
        case .contains, .selectedAtLeast: return false
        }
    }
}

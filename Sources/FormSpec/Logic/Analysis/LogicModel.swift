/// A form reduced to what its logic reads: one variable per control, each with its finite answer
/// space, its initial answer and its conditions. ``LogicAnalysis`` decides questions about it.
package struct LogicModel: Sendable {
    /// The form's variables; a ``Formula`` names them by position here.
    package let variables: [LogicVariable]
    /// The variables each variable's visibility and enabling read, without repeats.
    let dependencies: [[Int]]
    /// Each variable's place in an order where every variable comes after those its visibility and
    /// enabling read; nil for a variable on a cycle of such conditions, or reading one.
    let rank: [Int?]
    /// The deepest of each variable's conditions.
    let conditionDepth: [Int]
    /// What each variable's conditions name of its answers (values, elements, counts).
    let named: [NamedAnswers]
    /// The states a search tries for each variable when it is enabled and a question names nothing
    /// more of it; nil when there are too many to list ahead (``AnswerRepresentatives``).
    let enabledStates: [[VariableState]?]
    /// The one state of each variable while it is shown and disabled: its initial answer.
    let disabledStates: [[VariableState]]
    /// The one state of a hidden variable.
    static let hiddenStates: [VariableState] = [.hidden]

    /// The model of `variables`, or what is wrong with them: a formula naming a variable, value
    /// or element that does not exist, an empty choice, an initial answer out of its domain.
    package init(_ variables: [LogicVariable]) throws(LogicModelError) {
        var dependencies: [[Int]] = []
        var conditionDepth: [Int] = []
        dependencies.reserveCapacity(variables.count)
        conditionDepth.reserveCapacity(variables.count)
        var named = [NamedAnswers](repeating: NamedAnswers(), count: variables.count)
        for (position, variable) in variables.enumerated() {
            try variable.domain.check(variable.initial, of: variable.name)
            var reads: [Int] = []
            var depth = 0
            try variable.forEachCondition { (formula, decidesState) throws(LogicModelError) in
                func add(_ atom: Atom) throws(LogicModelError) {
                    try Self.check(atom, in: variables)
                    named[atom.variable].add(atom)
                    if decidesState { reads.append(atom.variable) }
                }
                // Most conditions are one test, or `not` of one: listed without a list.
                switch formula {
                case .atom(let atom), .not(.atom(let atom)): try add(atom)
                default: for atom in formula.atoms { try add(atom) }
                }
                depth = max(depth, formula.depth)
            }
            named[position].add(bounds: variable.domain)
            reads.sortWithoutRepeats()
            dependencies.append(reads)
            conditionDepth.append(depth)
        }
        self.variables = variables
        self.dependencies = dependencies
        self.named = named
        self.conditionDepth = conditionDepth
        rank = Self.ranks(dependencies)
        disabledStates = variables.map { [.shown($0.initial, enabled: false)] }
        enabledStates = zip(variables, named).map { variable, named in
            try? AnswerRepresentatives.of(variable.domain, named: named, atMost: 1 << 12).map {
                .shown($0, enabled: true)
            }
        }
    }

    /// Whether `atom` names a variable, value or element that exists.
    static func check(_ atom: Atom, in variables: [LogicVariable]) throws(LogicModelError) {
        guard variables.indices.contains(atom.variable) else {
            throw LogicModelError(message: "a formula names variable \(atom.variable), which does not exist")
        }
        let variable = variables[atom.variable]
        switch (atom, variable.domain) {
        case (.equals(_, let value), .choice(let answered)) where answered.indices.contains(value): return
        case (.contains(_, let element), .subset(let elements, _, _)) where (0..<elements).contains(element): return
        case (.selectedAtLeast(_, let count), .subset) where count >= 0: return
        case (.answered, _), (.visible, _), (.enabled, _): return
        default: throw LogicModelError(message: "a formula tests \(variable.name) for an answer it cannot have")
        }
    }

    /// Kahn's order of the variables by what their visibility and enabling read; nil on a cycle.
    private static func ranks(_ dependencies: [[Int]]) -> [Int?] {
        var waiting = dependencies.map(\.count)
        var readers = [[Int]](repeating: [], count: dependencies.count)
        for (variable, reads) in dependencies.enumerated() {
            for read in reads { readers[read].append(variable) }
        }
        var ready = waiting.indices.filter { waiting[$0] == 0 }
        var rank = [Int?](repeating: nil, count: dependencies.count)
        var next = 0
        while next < ready.count {
            let variable = ready[next]
            rank[variable] = next
            next += 1
            for reader in readers[variable] {
                waiting[reader] -= 1
                if waiting[reader] == 0 { ready.append(reader) }
            }
        }
        return rank
    }

    /// Whether `atom` holds of its variable in `state`: never when it is hidden.
    func holds(_ atom: Atom, in state: VariableState) -> Bool {
        guard case .shown(let value, let enabled) = state else { return false }
        switch (atom, value) {
        case (.equals(_, let expected), .choice(let value)): return value == expected
        case (.contains(_, let element), .subset(let elements)): return elements.contains(element)
        case (.selectedAtLeast(_, let count), .subset(let elements)): return elements.count >= count
        case (.answered(let variable), _): return isAnswered(value, of: variable)
        case (.visible, _): return true
        case (.enabled, _): return enabled
        default: return false
        }
    }

    /// Whether `formula` holds when each variable it tests is in the state `state(variable)` gives.
    func holds(_ formula: Formula, in state: (Int) -> VariableState) -> Bool {
        switch formula {
        case .constant(let truth): return truth
        case .atom(let atom): return holds(atom, in: state(atom.variable))
        case .not(let formula): return !holds(formula, in: state)
        case .all(let formulas): return formulas.allSatisfy { holds($0, in: state) }
        case .any(let formulas): return formulas.contains { holds($0, in: state) }
        }
    }

    /// Whether `variable` has an answer that counts as answered.
    func canBeAnswered(_ variable: Int) -> Bool {
        switch variables[variable].domain {
        case .choice(let answered): return answered.contains(true)
        case .subset(let elements, _, _): return elements > 0
        }
    }

    /// Whether `value` is an answer of `variable`, as its domain says.
    func isAnswered(_ value: Value, of variable: Int) -> Bool {
        switch (variables[variable].domain, value) {
        case (.choice(let answered), .choice(let value)): return answered[value]
        case (.subset, .subset(let elements)): return !elements.isEmpty
        default: return false
        }
    }
}

/// Why a ``LogicModel`` could not be made: a mistake of the code that built it, not of a spec.
package struct LogicModelError: Error, Equatable, Sendable {
    /// What is wrong, in words.
    package var message: String
}

/// A control as the logic sees it.
package struct LogicVariable: Sendable, Hashable {
    /// The control's id, for messages.
    package var name: String
    /// The answers it can have.
    package var domain: Domain
    /// Its answer before a person changes it, which it keeps while disabled.
    package var initial: Value
    /// Shown only when this holds (always when nil).
    package var visibleWhen: Formula?
    /// Enabled only when this holds (always when nil).
    package var enabledWhen: Formula?
    /// When it must be answered (only ever while shown).
    package var requirement: Requirement

    /// A variable; without conditions it is always shown, enabled and optional.
    package init(
        name: String, domain: Domain, initial: Value, visibleWhen: Formula? = nil, enabledWhen: Formula? = nil,
        requirement: Requirement = .optional
    ) {
        self.name = name
        self.domain = domain
        self.initial = initial
        self.visibleWhen = visibleWhen
        self.enabledWhen = enabledWhen
        self.requirement = requirement
    }

    /// Calls `body` with each of its conditions and whether it decides the variable's state
    /// (visibility and enabling do, the requirement does not), without a list of them.
    func forEachCondition<Failure: Error>(_ body: (Formula, Bool) throws(Failure) -> Void) throws(Failure) {
        if let visibleWhen { try body(visibleWhen, true) }
        if let enabledWhen { try body(enabledWhen, true) }
        if case .when(let formula) = requirement { try body(formula, false) }
    }
}

/// When a variable must be answered. A hidden variable never must.
package enum Requirement: Sendable, Hashable {
    /// Never (`required` absent or false).
    case optional
    /// Whenever it is shown (`required: true`).
    case always
    /// Whenever it is shown and this holds (`requiredWhen`).
    case when(Formula)
}

/// The finite answer space of a variable.
package enum Domain: Sendable, Hashable {
    /// One of `answered.count` values; `answered[i]` says whether value `i` counts as an answer
    /// (a toggle's `on`, a radio group's items but not "none").
    case choice(answered: [Bool])
    /// A set of the elements `0..<elements` (a checkbox group's items, a calendar's dates); an answer
    /// is a set with at least one element; when shown, its size must be within the bounds to submit.
    case subset(elements: Int, minSelected: Int? = nil, maxSelected: Int? = nil)

    /// Whether `value` is in the domain.
    func check(_ value: Value, of name: String) throws(LogicModelError) {
        switch (self, value) {
        case (.choice(let answered), .choice(let value)) where answered.indices.contains(value): return
        case (.subset(let count, _, _), .subset(let elements))
        where elements.allSatisfy((0..<count).contains) && zip(elements, elements.dropFirst()).allSatisfy(<):
            return
        default: throw LogicModelError(message: "the initial answer of \(name) is not one it can have")
        }
    }
}

/// An answer: a value of a choice, or the elements of a selection in ascending order.
package enum Value: Sendable, Hashable {
    /// The value at this position of a choice domain.
    case choice(Int)
    /// These elements, ascending, without repeats.
    case subset([Int])
}

/// What a variable's conditions name of its answers: only these are told apart; the others are
/// interchangeable (of a choice, one answered and one unanswered stand for all; of a selection,
/// the unnamed elements are counted, not enumerated).
struct NamedAnswers: Sendable {
    /// Values of a choice or elements of a selection that an atom names.
    var answers: Set<Int> = []
    /// Sizes a selection is compared with (`selectedAtLeast`, the bounds).
    var counts: Set<Int> = []

    mutating func add(_ atom: Atom) {
        switch atom {
        case .equals(_, let value): answers.insert(value)
        case .contains(_, let element): answers.insert(element)
        case .selectedAtLeast(_, let count): counts.insert(count)
        case .answered, .visible, .enabled: break
        }
    }

    /// Whether the answers named already tell apart what `atom` tests.
    func names(_ atom: Atom) -> Bool {
        switch atom {
        case .equals(_, let answer), .contains(_, let answer): return answers.contains(answer)
        case .selectedAtLeast(_, let count): return counts.contains(count)
        case .answered, .visible, .enabled: return true
        }
    }

    mutating func add(bounds domain: Domain) {
        guard case .subset(_, let minSelected, let maxSelected) = domain else { return }
        if let minSelected { counts.insert(minSelected) }
        if let maxSelected { counts.insert(maxSelected + 1) }
    }
}

extension [Int] {
    /// Sorts the values and drops the repeats, in place.
    mutating func sortWithoutRepeats() {
        sort()
        var kept = 0
        for value in self where kept == 0 || self[kept - 1] != value {
            self[kept] = value
            kept += 1
        }
        removeLast(count - kept)
    }
}

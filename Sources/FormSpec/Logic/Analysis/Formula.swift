/// A statement about a form's answers that the analysis decides: atoms about one variable's state,
/// joined with `all`, `any` and `not`. Variables are positions in a ``LogicModel``.
package enum Formula: Sendable, Hashable {
    /// Always true (`all` of nothing) or always false (`any` of nothing).
    case constant(Bool)
    /// A test of one variable's state.
    case atom(Atom)
    /// Every formula holds.
    case all([Formula])
    /// At least one formula holds.
    case any([Formula])
    /// The formula does not hold.
    indirect case not(Formula)
}

/// A test of one variable's state. A hidden variable has no answer: every atom about it is false
/// (so `not` of an atom, such as "is not on" or "does not include", is true of it).
package enum Atom: Sendable, Hashable {
    /// The variable is shown and its answer is the value at this position of its choice domain.
    case equals(variable: Int, value: Int)
    /// The variable is shown and its selection holds the element at this position.
    case contains(variable: Int, element: Int)
    /// The variable is shown and its selection holds at least this many elements.
    case selectedAtLeast(variable: Int, count: Int)
    /// The variable is shown and answered, as its ``Domain`` says what an answer is.
    case answered(variable: Int)
    /// The variable is shown.
    case visible(variable: Int)
    /// The variable is shown and a person can change its answer.
    case enabled(variable: Int)

    /// The variable the atom tests.
    package var variable: Int {
        switch self {
        case .equals(let variable, _), .contains(let variable, _), .selectedAtLeast(let variable, _),
            .answered(let variable), .visible(let variable), .enabled(let variable):
            return variable
        }
    }
}

extension Formula {
    /// The variable's answer is `value` (`{control: x, is: value}`).
    package static func equals(_ variable: Int, _ value: Int) -> Formula {
        .atom(.equals(variable: variable, value: value))
    }

    /// The variable's answer is not `value` (`isNot`), which a hidden variable satisfies.
    package static func differs(_ variable: Int, _ value: Int) -> Formula { .not(.equals(variable, value)) }

    /// The variable's selection holds `element` (`includes`).
    package static func contains(_ variable: Int, _ element: Int) -> Formula {
        .atom(.contains(variable: variable, element: element))
    }

    /// The variable's selection does not hold `element` (`excludes`), which a hidden variable satisfies.
    package static func excludes(_ variable: Int, _ element: Int) -> Formula { .not(.contains(variable, element)) }

    /// The variable is answered (`answered: true`) or not (`answered: false`).
    package static func answered(_ variable: Int, _ answered: Bool = true) -> Formula {
        answered ? .atom(.answered(variable: variable)) : .not(.atom(.answered(variable: variable)))
    }

    /// The variable is shown.
    package static func visible(_ variable: Int) -> Formula { .atom(.visible(variable: variable)) }

    /// The variable is shown and enabled.
    package static func enabled(_ variable: Int) -> Formula { .atom(.enabled(variable: variable)) }

    /// The deepest nesting of the formula (an atom is 1), measured without recursion (and, for
    /// the formulas most conditions are, a test or a combination of tests, without a list).
    package var depth: Int {
        switch self {
        case .constant, .atom: return 1
        case .not(let formula) where formula.isTest: return 2
        case .all(let formulas) where formulas.allSatisfy(\.isTest): return 2
        case .any(let formulas) where formulas.allSatisfy(\.isTest): return 2
        case .all, .any, .not: break
        }
        var deepest = 0
        var stack = [(self, 1)]
        while let (formula, depth) = stack.popLast() {
            deepest = max(deepest, depth)
            switch formula {
            case .all(let formulas), .any(let formulas): stack += formulas.map { ($0, depth + 1) }
            case .not(let formula): stack.append((formula, depth + 1))
            case .constant, .atom: break
            }
        }
        return deepest
    }

    /// Whether the formula is an atom or a constant, which nest nothing.
    private var isTest: Bool {
        switch self {
        case .constant, .atom: return true
        case .all, .any, .not: return false
        }
    }

    /// The deepest nesting and the variables of every atom (with repeats, in no particular order),
    /// in one walk without recursion.
    var depthAndVariables: (depth: Int, variables: [Int]) {
        switch self {
        case .constant: return (1, [])
        case .atom(let atom): return (1, [atom.variable])
        case .all, .any, .not: return (depth, atoms.map(\.variable))
        }
    }

    /// Every atom of the formula, in no particular order, found without recursion.
    package var atoms: [Atom] {
        var atoms: [Atom] = []
        var stack = [self]
        while let formula = stack.popLast() {
            switch formula {
            case .all(let formulas), .any(let formulas): stack += formulas
            case .not(let formula): stack.append(formula)
            case .atom(let atom): atoms.append(atom)
            case .constant: break
            }
        }
        return atoms
    }
}

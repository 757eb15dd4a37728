/// A few whole answers of a form, drawn once: each variable in the order of the conditions is
/// hidden when its visibility fails, shown, disabled and keeping its initial answer when its
/// enabling fails, and otherwise enabled with one of its representative answers, picked by a
/// fixed mix of the sample's and the variable's numbers (the same on every run), each drawn only
/// when a question needs more samples than were drawn so far. Each sample is
/// answers a person can give, so a formula that holds in one sample and fails in another (where
/// the question's context holds) sometimes holds: a verdict no rule reports, found without a
/// search. A sample never proves a verdict a rule reports; those are the analysis' own.
final class LogicSamples {
    /// The most samples drawn.
    static let most = 16

    private let model: LogicModel
    /// The deepest formula a question may nest to be tried on the samples (deeper ones are the search's).
    private let depth: Int
    /// The variables in the order of the conditions; nil when the model cannot be sampled (a
    /// cycle, or conditions deeper than `depth`).
    private let order: [Int]?
    /// The samples drawn so far: each one's state of every variable.
    private var drawn: [[VariableState]] = []

    /// Whether a sample was drawn already.
    var isDrawn: Bool { !drawn.isEmpty }

    /// The samples of `model`, for questions whose formulas nest at most `depth` deep.
    init(_ model: LogicModel, depth: Int) {
        self.model = model
        self.depth = depth
        var order = [Int](repeating: 0, count: model.variables.count)
        for (variable, rank) in model.rank.enumerated() {
            guard let rank, model.conditionDepth[variable] <= depth else {
                self.order = nil
                return
            }
            order[rank] = variable
        }
        self.order = order
    }

    /// Calls `visit` with each sample, drawing those not drawn yet, until it returns true; whether it did.
    private func contains(where visit: ([VariableState]) -> Bool) -> Bool {
        guard let order else { return false }
        for sample in 0..<Self.most {
            if sample == drawn.count { drawn.append(draw(sample, in: order)) }
            if visit(drawn[sample]) { return true }
        }
        return false
    }

    /// The sample numbered `sample`, drawn in `order`.
    private func draw(_ sample: Int, in order: [Int]) -> [VariableState] {
        var states = [VariableState](repeating: .hidden, count: model.variables.count)
        for variable in order {
            // Read in place: a copy of the variable would retain each of its parts.
            if let visibleWhen = model.variables[variable].visibleWhen,
                !model.holds(visibleWhen, in: { states[$0] })
            {
                continue
            }
            if let enabledWhen = model.variables[variable].enabledWhen,
                !model.holds(enabledWhen, in: { states[$0] })
            {
                states[variable] = model.disabledStates[variable][0]
                continue
            }
            if let answers = model.enabledStates[variable], !answers.isEmpty {
                states[variable] = answers[Self.pick(sample, variable, among: answers.count)]
            } else {
                states[variable] = .shown(model.variables[variable].initial, enabled: true)
            }
        }
        return states
    }

    /// A position below `count`, mixed from `sample` and `variable` (SplitMix64's finalizer).
    private static func pick(_ sample: Int, _ variable: Int, among count: Int) -> Int {
        var mixed = UInt64(truncatingIfNeeded: sample) &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(truncatingIfNeeded: variable)
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        mixed ^= mixed >> 31
        return Int(mixed % UInt64(count))
    }

    /// Whether the samples show that `formula` sometimes holds where `context` does: it holds in
    /// one sample and fails in another, `context` holding in both. False when they do not tell.
    func sometimes(_ formula: Formula, given context: Formula) -> Bool {
        guard formula.depth <= depth, context.depth <= depth else { return false }
        var holds = false
        var fails = false
        return contains { states in
            guard model.holds(context, in: { states[$0] }) else { return false }
            if model.holds(formula, in: { states[$0] }) { holds = true } else { fails = true }
            return holds && fails
        }
    }

    /// Whether a sample has every formula of `formulas` holding.
    func satisfies(_ formulas: [Formula]) -> Bool {
        guard formulas.allSatisfy({ $0.depth <= depth }) else { return false }
        return contains { states in formulas.allSatisfy { model.holds($0, in: { states[$0] }) } }
    }
}

import FormSpecTestSupport
import Testing

@testable import FormSpec

/// The search's fast path (a group of constraints found unsatisfiable is remembered with the
/// states it reads, and fails at once when met again) equals the plain search, which explores
/// every branch: the same verdicts and the same witnesses, on random models long enough for groups
/// to be met again; and it decides what the plain search gives up on.
@Suite struct LogicSearchFastPathTests {
    typealias M = LogicTestModels

    @Test func rememberingFailedGroupsChangesNoVerdict() throws {
        var random = SeededGenerator(seed: 1_339)
        var questions = 0
        for _ in 0..<150 {
            let variables = RandomChainModel.variables(using: &random)
            var fast = LogicAnalysis(try LogicModel(variables))
            // From the first step, so that these small searches remember too.
            fast.remembersFailuresAfter = 0
            var plain = fast
            plain.remembersFailuresAfter = nil
            for _ in 0..<4 {
                let formula = RandomLogicModel.formula(over: variables, depth: 3, using: &random)
                let context =
                    Bool.random(using: &random)
                    ? Formula.constant(true) : RandomLogicModel.formula(over: variables, depth: 2, using: &random)
                #expect(fast.decide(formula, given: context) == plain.decide(formula, given: context))
                questions += 1
            }
            for (variable, definition) in variables.enumerated() {
                for condition in [definition.visibleWhen, definition.enabledWhen].compactMap(\.self) {
                    #expect(fast.decide(condition) == plain.decide(condition))
                    questions += 1
                }
                #expect(fast.requirement(of: variable) == plain.requirement(of: variable))
                questions += 1
            }
            #expect(fast.submission() == plain.submission())
            questions += 1
        }
        #expect(questions > 2000)
    }

    /// Selections of six elements in a chain, each shown when the one before holds an element: that
    /// the last is answered whenever shown takes the plain search every combination of the earlier
    /// answers, more than the budget; remembering that a group failed takes it a few per variable.
    @Test func aChainOfSelectionsIsDecidedWithinTheBudget() throws {
        var variables = [M.selection("x0", elements: 6, maxSelected: 4)]
        for index in 1..<10 {
            variables.append(
                M.selection(
                    "x\(index)", elements: 6, minSelected: index % 2, maxSelected: 4,
                    visibleWhen: .all([.contains(index - 1, index % 6), .not(.contains(index - 1, (index + 1) % 6))]),
                    requirement: .when(.contains(index - 1, (index + 2) % 6))))
        }
        let model = try LogicModel(variables)
        let fast = LogicAnalysis(model)
        var plain = fast
        plain.remembersFailuresAfter = nil
        let last = variables.count - 1
        #expect(plain.decide(.answered(last - 1), given: .visible(last)) == .skipped(.tooManySteps))
        guard case .always = fast.decide(.answered(last - 1), given: .visible(last)) else {
            Issue.record("decided: \(fast.decide(.answered(last - 1), given: .visible(last)))")
            return
        }
    }
}

/// Random models of six to nine variables whose conditions read up to three of the variables just
/// before: chains where the same question about the last variables comes back under many answers
/// of the first.
enum RandomChainModel {
    static func variables(using random: inout SeededGenerator) -> [LogicVariable] {
        let count = Int.random(in: 6...9, using: &random)
        var variables: [LogicVariable] = []
        for index in 0..<count {
            var variable: LogicVariable
            if Bool.random(using: &random) {
                let answered = (0..<Int.random(in: 2...3, using: &random)).map { $0 > 0 || Bool.random(using: &random) }
                variable = LogicVariable(
                    name: "v\(index)", domain: .choice(answered: answered),
                    initial: .choice(Int.random(in: answered.indices, using: &random)))
            } else {
                let elements = Int.random(in: 1...4, using: &random)
                let bound = { (random: inout SeededGenerator) in
                    Int.random(in: 0..<3, using: &random) == 0 ? Int.random(in: 0...3, using: &random) : nil
                }
                variable = LogicVariable(
                    name: "v\(index)",
                    domain: .subset(elements: elements, minSelected: bound(&random), maxSelected: bound(&random)),
                    initial: .subset((0..<elements).filter { _ in Bool.random(using: &random) }))
            }
            let before = Array(max(0, index - 3)..<index)
            if !before.isEmpty {
                variable.visibleWhen = RandomLogicModel.formula(
                    over: variables, among: before, depth: 2, using: &random)
                if Int.random(in: 0..<3, using: &random) == 0 {
                    variable.enabledWhen = RandomLogicModel.formula(
                        over: variables, among: before, depth: 2, using: &random)
                }
            }
            switch Int.random(in: 0..<3, using: &random) {
            case 0: variable.requirement = .optional
            case 1: variable.requirement = .always
            default:
                variable.requirement =
                    before.isEmpty
                    ? .always
                    : .when(RandomLogicModel.formula(over: variables, among: before, depth: 2, using: &random))
            }
            variables.append(variable)
        }
        return variables
    }
}

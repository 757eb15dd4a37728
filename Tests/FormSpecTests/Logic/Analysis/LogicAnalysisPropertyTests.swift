import FormSpecTestSupport
import Testing

@testable import FormSpec

/// The analysis (which tries one answer per class of answers no formula tells apart, splits
/// independent constraints, and skips the answers of hidden and disabled variables) equals the
/// plain enumeration of every answer, on random small models: the same verdict, and witnesses that hold.
@Suite struct LogicAnalysisPropertyTests {
    @Test func theAnalysisAgreesWithEveryAnswerEnumerated() throws {
        var random = SeededGenerator(seed: 39)
        var agreements = 0
        for _ in 0..<400 {
            let variables = RandomLogicModel.variables(using: &random)
            let model = try LogicModel(variables)
            let analysis = LogicAnalysis(model)
            let plain = LogicBruteForce(variables)
            for _ in 0..<4 {
                let formula = RandomLogicModel.formula(over: variables, depth: 3, using: &random)
                let context =
                    Bool.random(using: &random)
                    ? Formula.constant(true) : RandomLogicModel.formula(over: variables, depth: 2, using: &random)
                try check(analysis.decide(formula, given: context), formula, context, plain)
                agreements += 1
            }
            try check(analysis.submission(), plain)
            agreements += 1
            for variable in variables.indices {
                try check(analysis.requirement(of: variable), of: variable, plain)
                agreements += 1
            }
        }
        print("logic analysis: \(agreements) questions agree with the plain enumeration")
        #expect(agreements > 3000)
    }

    private func check(_ verdict: Verdict, _ formula: Formula, _ context: Formula, _ plain: LogicBruteForce) throws {
        let canHold = plain.exists([formula, context])
        let canFail = plain.exists([.not(formula), context])
        switch verdict {
        case .always(let witness):
            #expect(canHold && !canFail && plain.witnesses(witness, [formula, context]))
        case .never(let witness):
            #expect(!canHold && canFail && plain.witnesses(witness, [.not(formula), context]))
        case .sometimes(let whenTrue, let whenFalse):
            #expect(
                plain.witnesses(whenTrue, [formula, context]) && plain.witnesses(whenFalse, [.not(formula), context]))
        case .unreachable: #expect(!canHold && !canFail)
        case .skipped(let skip): Issue.record("skipped: \(skip)")
        }
    }

    private func check(_ verdict: SubmissionVerdict, _ plain: LogicBruteForce) throws {
        let submittable = plain.everyState.filter(plain.canSubmit)
        switch verdict {
        case .possible(let witness):
            let agreeing = plain.everyState.filter { states in
                witness.states.allSatisfy { states[$0.variable] == $0.state }
            }
            #expect(!agreeing.isEmpty && agreeing.allSatisfy(plain.canSubmit))
        case .impossible(let blocking):
            #expect(submittable.isEmpty && !blocking.isEmpty)
        case .skipped(let skip): Issue.record("skipped: \(skip)")
        }
    }

    private func check(_ verdict: RequirementVerdict, of variable: Int, _ plain: LogicBruteForce) throws {
        let condition: Formula
        switch plain.variables[variable].requirement {
        case .optional:
            #expect(verdict == .neverRequired)
            return
        case .always: condition = .constant(true)
        case .when(let formula): condition = formula
        }
        let required = [condition, .visible(variable)]
        switch verdict {
        case .answerable(let witness): #expect(plain.witnesses(witness, required + [.answered(variable)]))
        case .unanswerableWhenRequired(let witness):
            #expect(!plain.exists(required + [.answered(variable)]) && plain.witnesses(witness, required))
        case .hiddenWhenRequired(let witness):
            #expect(!plain.exists(required) && plain.witnesses(witness, [condition, .not(.visible(variable))]))
        case .neverRequired: #expect(!plain.exists([condition]))
        case .skipped(let skip): Issue.record("skipped: \(skip)")
        }
    }
}

/// Random small models: up to four variables (choices of one to three values, selections of up to
/// three elements with random bounds), conditions that read only variables earlier in a random
/// order (no cycles), random requirements and initial answers.
enum RandomLogicModel {
    static func variables(using random: inout SeededGenerator) -> [LogicVariable] {
        let count = Int.random(in: 1...4, using: &random)
        let order = (0..<count).shuffled(using: &random)
        var variables = (0..<count).map { index in
            if Bool.random(using: &random) {
                let answered = (0..<Int.random(in: 1...3, using: &random)).map { _ in Bool.random(using: &random) }
                return LogicVariable(
                    name: "v\(index)", domain: .choice(answered: answered),
                    initial: .choice(Int.random(in: answered.indices, using: &random)))
            }
            let elements = Int.random(in: 0...3, using: &random)
            let bound = { (random: inout SeededGenerator) in
                Bool.random(using: &random) ? nil : Int.random(in: 0...4, using: &random)
            }
            return LogicVariable(
                name: "v\(index)",
                domain: .subset(elements: elements, minSelected: bound(&random), maxSelected: bound(&random)),
                initial: .subset((0..<elements).filter { _ in Bool.random(using: &random) }))
        }
        for index in variables.indices {
            let earlier = variables.indices.filter { order.firstIndex(of: $0)! < order.firstIndex(of: index)! }
            let condition = { (random: inout SeededGenerator) -> Formula? in
                guard !earlier.isEmpty, Int.random(in: 0..<3, using: &random) > 0 else { return nil }
                return formula(over: variables, among: earlier, depth: 2, using: &random)
            }
            variables[index].visibleWhen = condition(&random)
            variables[index].enabledWhen = condition(&random)
            switch Int.random(in: 0..<3, using: &random) {
            case 0: variables[index].requirement = .optional
            case 1: variables[index].requirement = .always
            default:
                variables[index].requirement = .when(formula(over: variables, depth: 2, using: &random))
            }
        }
        return variables
    }

    static func formula(over variables: [LogicVariable], depth: Int, using random: inout SeededGenerator) -> Formula {
        formula(over: variables, among: Array(variables.indices), depth: depth, using: &random)
    }

    static func formula(
        over variables: [LogicVariable], among candidates: [Int], depth: Int, using random: inout SeededGenerator
    ) -> Formula {
        if depth > 1, Int.random(in: 0..<3, using: &random) > 0 {
            let parts = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                formula(over: variables, among: candidates, depth: depth - 1, using: &random)
            }
            switch Int.random(in: 0..<3, using: &random) {
            case 0: return .all(parts)
            case 1: return .any(parts)
            default: return .not(parts[0])
            }
        }
        let variable = candidates.randomElement(using: &random)!
        switch (Int.random(in: 0..<4, using: &random), variables[variable].domain) {
        case (0, .choice(let answered)): return .equals(variable, Int.random(in: answered.indices, using: &random))
        case (0, .subset(let elements, _, _)) where elements > 0:
            return .contains(variable, Int.random(in: 0..<elements, using: &random))
        case (1, .subset):
            return .atom(.selectedAtLeast(variable: variable, count: Int.random(in: 0...4, using: &random)))
        case (2, _): return .visible(variable)
        case (3, _): return .enabled(variable)
        default: return .answered(variable)
        }
    }
}

import FormSpecTestSupport
import Testing

@testable import FormSpec

/// The shortcuts of ``LogicFindings`` (sampled answers, what each variable can be, questions about
/// variables that cannot influence one another, answering each control in turn to submit) change
/// nothing a rule reports: on random small models, each finding equals the analysis' own verdict
/// where a rule reports it, and nil exactly where it does not; what each variable can be equals
/// the plain enumeration of every answer; and what the samples show, every answer shows.
@Suite struct LogicFindingsTests {
    @Test func findingsEqualTheAnalysisVerdictsARuleReports() throws {
        var random = SeededGenerator(seed: 40)
        var questions = 0
        var decidedByShortcut = 0
        for _ in 0..<600 {
            let variables = RandomLogicModel.variables(using: &random)
            let model = try LogicModel(variables)
            let analysis = LogicAnalysis(model)
            let findings = LogicFindings(analysis)
            for _ in 0..<4 {
                let (formula, context) = Self.question(over: variables, using: &random)
                let expected: Verdict?
                switch analysis.decide(formula, given: context) {
                case .sometimes, .unreachable: expected = nil
                case let verdict: expected = verdict
                }
                #expect(findings.decide(formula, given: context) == expected, "\(variables) \(formula) \(context)")
                questions += 1
            }
            for variable in variables.indices {
                let expected: RequirementVerdict?
                switch analysis.requirement(of: variable) {
                case .answerable, .hiddenWhenRequired, .neverRequired: expected = nil
                case let verdict: expected = verdict
                }
                #expect(findings.requirement(of: variable) == expected, "\(variables) requirement of \(variable)")
                questions += 1
            }
            let expected: SubmissionVerdict?
            switch analysis.submission() {
            case .possible: expected = nil
            case let verdict: expected = verdict
            }
            let found = findings.submission()
            #expect(found == expected, "\(variables) submission")
            if found == nil { decidedByShortcut += 1 }
            questions += 1
        }
        print("logic findings: \(questions) questions agree with the analysis")
        #expect(questions > 3000)
        #expect(decidedByShortcut > 100)
    }

    @Test func whatEachVariableCanBeEqualsEveryAnswerEnumerated() throws {
        var random = SeededGenerator(seed: 41)
        var known = 0
        for _ in 0..<400 {
            let variables = RandomLogicModel.variables(using: &random)
            let reach = LogicReach(try LogicModel(variables), depth: LogicBudget.standard.depth)
            let plain = LogicBruteForce(variables)
            for variable in variables.indices {
                guard let states = reach.states(of: variable) else { continue }
                let hidden = Formula.not(.visible(variable))
                let disabled = Formula.all([.visible(variable), .not(.enabled(variable))])
                #expect(states.contains(.hidden) == plain.exists([hidden]))
                #expect(states.contains(.disabled) == plain.exists([disabled]))
                #expect(states.contains(.enabled) == plain.exists([.enabled(variable)]))
                known += 1
            }
        }
        #expect(known > 900)
    }

    @Test func samplesShowOnlyWhatEveryAnswerShows() throws {
        var random = SeededGenerator(seed: 42)
        let models = try (0..<400).map { _ in try LogicModel(RandomLogicModel.variables(using: &random)) }
        var shown = (sometimes: 0, satisfiable: 0)
        for model in models {
            let samples = LogicSamples(model, depth: LogicBudget.standard.depth)
            let plain = LogicBruteForce(model.variables)
            for (formula, context) in (0..<4).map({ _ in Self.question(over: model.variables, using: &random) }) {
                let question = "\(model.variables) \(formula) \(context)"
                if samples.sometimes(formula, given: context) {
                    #expect(plain.exists([formula, context]) && plain.exists([.not(formula), context]), "\(question)")
                    shown.sometimes += 1
                }
                if samples.satisfies([formula, context]) {
                    #expect(plain.exists([formula, context]), "\(question)")
                    shown.satisfiable += 1
                }
            }
        }
        #expect(shown.sometimes > 150)
        #expect(shown.satisfiable > 600)
    }

    /// A random formula, and a random context to decide it in: a variable's visibility or another formula.
    private static func question(
        over variables: [LogicVariable], using random: inout SeededGenerator
    ) -> (formula: Formula, context: Formula) {
        let formula = RandomLogicModel.formula(over: variables, depth: 3, using: &random)
        let context: Formula =
            Bool.random(using: &random)
            ? .visible(Int.random(in: variables.indices, using: &random))
            : RandomLogicModel.formula(over: variables, depth: 2, using: &random)
        return (formula, context)
    }
}

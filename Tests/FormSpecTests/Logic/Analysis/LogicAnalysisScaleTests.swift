import Testing

@testable import FormSpec

/// A form of 10,000 controls with a condition on every one is decided, not skipped: each
/// question reaches only the variables its conditions read, and the submission splits into
/// independent groups once the shared control is chosen.
@Suite struct LogicAnalysisScaleTests {
    typealias M = LogicTestModels

    /// Control 0 is a toggle; each odd control shows when it is on, each even one when the control
    /// before it is on (answered, after a selection); every third is required, every tenth is a selection of 365 dates whose
    /// condition names one date and which must hold 1 to 3.
    static func form(size: Int) throws -> LogicModel {
        let on = M.on
        var variables = [M.toggle("x0")]
        for index in 1..<size {
            let previousIsDates = index % 10 == 6
            let shows: Formula =
                index % 2 == 1 ? .equals(0, on) : previousIsDates ? .answered(index - 1) : .equals(index - 1, on)
            let requirement: Requirement = index % 3 == 0 ? .always : .optional
            if index % 10 == 5 {
                variables.append(
                    M.selection(
                        "x\(index)", elements: 365, minSelected: 1, maxSelected: 3, visibleWhen: shows,
                        requirement: requirement))
            } else {
                let enabled: Formula? = previousIsDates ? .excludes(index - 1, index % 365) : nil
                variables.append(
                    M.toggle("x\(index)", visibleWhen: shows, enabledWhen: enabled, requirement: requirement))
            }
        }
        return try LogicModel(variables)
    }

    @Test func aLargeFormWithAConditionOnEveryControlIsDecided() throws {
        let model = try Self.form(size: 10_000)
        // A small budget per condition: no question grows with the form.
        let analysis = LogicAnalysis(model, budget: LogicBudget(steps: 200, depth: 20))
        var decided = 0
        for (index, variable) in model.variables.enumerated() {
            for condition in [variable.visibleWhen, variable.enabledWhen].compactMap(\.self) {
                guard case .sometimes = analysis.decide(condition) else {
                    Issue.record("x\(index): \(analysis.decide(condition))")
                    return
                }
                decided += 1
            }
            if case .skipped = analysis.requirement(of: index) { Issue.record("x\(index) skipped") }
        }
        #expect(decided == 10_000 - 1 + 1_000)
        guard case .possible(let witness) = LogicAnalysis(model).submission() else {
            Issue.record("the form can be submitted")
            return
        }
        #expect(witness.states.count > 1)
    }
}

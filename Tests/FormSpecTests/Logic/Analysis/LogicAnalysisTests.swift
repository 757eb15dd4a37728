import Testing

@testable import FormSpec

/// Each question of the analysis on small models made by hand, with the witnesses it gives.
@Suite struct LogicAnalysisTests {
    typealias M = LogicTestModels
    let on = LogicTestModels.on
    let off = LogicTestModels.off

    @Test func aSatisfiableConditionHasAWitnessEachWay() throws {
        // b shows when a is on.
        let model = try LogicModel([M.toggle("a"), M.toggle("b", visibleWhen: .equals(0, on))])
        let verdict = LogicAnalysis(model).decide(.equals(1, on))
        let whenTrue = Assignment([.init(0, M.shown(on)), .init(1, M.shown(on))])
        let whenFalse = Assignment([.init(0, M.shown(on)), .init(1, M.shown(off))])
        #expect(verdict == .sometimes(whenTrue: whenTrue, whenFalse: whenFalse))
    }

    @Test func aConditionOnAHiddenControlIsAlwaysFalse() throws {
        // b shows when a is on: "a off and b on" never holds, and "b is not on" always holds when a is off.
        let model = try LogicModel([M.toggle("a"), M.toggle("b", visibleWhen: .equals(0, on))])
        let analysis = LogicAnalysis(model)
        guard case .never(let witness) = analysis.decide(.all([.equals(0, off), .equals(1, on)])) else {
            Issue.record("expected never")
            return
        }
        #expect(witness[0] != nil)
        #expect(
            analysis.decide(.differs(1, on), given: .equals(0, off))
                == .always(Assignment([.init(0, M.shown(off)), .init(1, .hidden)])))
        #expect(analysis.decide(.answered(1), given: .all([.equals(0, on), .equals(0, off)])) == .unreachable)
    }

    @Test func aDisabledControlKeepsItsInitialAnswer() throws {
        // b starts on and is enabled only when a is on: when a is off, b is on, whatever a person did.
        let model = try LogicModel([M.toggle("a"), M.toggle("b", initial: on, enabledWhen: .equals(0, on))])
        let verdict = LogicAnalysis(model).decide(.equals(1, on), given: .equals(0, off))
        #expect(verdict == .always(Assignment([.init(0, M.shown(off)), .init(1, M.shown(on, enabled: false))])))
    }

    @Test func aChainOfVisibilityIsFollowed() throws {
        // d shows when c is on, c when b is on, b when a is on; listed out of order.
        let model = try LogicModel([
            M.toggle("d", visibleWhen: .equals(2, on)), M.toggle("a"), M.toggle("c", visibleWhen: .equals(3, on)),
            M.toggle("b", visibleWhen: .equals(1, on)),
        ])
        let analysis = LogicAnalysis(model)
        guard case .sometimes(let whenTrue, _) = analysis.decide(.visible(0)) else {
            Issue.record("expected sometimes")
            return
        }
        #expect(
            whenTrue
                == Assignment([
                    .init(0, M.shown(off)), .init(1, M.shown(on)), .init(2, M.shown(on)), .init(3, M.shown(on)),
                ]))
        #expect(analysis.decide(.all([.visible(0), .equals(1, off)])).isNever)
    }

    @Test func aRequiredControlDisabledAndUnansweredBlocksTheSubmission() throws {
        // agree is required, starts off, and is enabled only when lock is on; lock is never enabled.
        let model = try LogicModel([
            M.toggle("lock", enabledWhen: .constant(false)),
            M.toggle("agree", enabledWhen: .equals(0, on), requirement: .always),
            M.toggle("other", requirement: .always),
        ])
        let analysis = LogicAnalysis(model)
        #expect(analysis.submission() == .impossible(blocking: [1]))
        let witness = Assignment([.init(0, M.shown(off, enabled: false)), .init(1, M.shown(off, enabled: false))])
        #expect(analysis.requirement(of: 1) == .unanswerableWhenRequired(witness))
        #expect(analysis.requirement(of: 2) == .answerable(Assignment([.init(2, M.shown(on))])))
    }

    @Test func aControlRequiredOnlyWhenHiddenIsNeverRequired() throws {
        // c shows when a is on and is required when a is off; d is required when a is on and off at once.
        let model = try LogicModel([
            M.toggle("a"), M.toggle("c", visibleWhen: .equals(0, on), requirement: .when(.equals(0, off))),
            M.toggle("d", requirement: .when(.all([.equals(0, on), .equals(0, off)]))),
        ])
        let analysis = LogicAnalysis(model)
        #expect(
            analysis.requirement(of: 1) == .hiddenWhenRequired(Assignment([.init(0, M.shown(off)), .init(1, .hidden)])))
        #expect(analysis.requirement(of: 2) == .neverRequired)
        #expect(analysis.requirement(of: 0) == .neverRequired)
    }

    @Test func selectionBoundsThatCannotHoldBlockTheSubmission() throws {
        let analysis = { (variable: LogicVariable) in LogicAnalysis(try LogicModel([variable])) }
        #expect(
            try analysis(M.selection("g", elements: 3, minSelected: 2, maxSelected: 1)).submission()
                == .impossible(blocking: [0]))
        #expect(try analysis(M.selection("g", elements: 3, minSelected: 4)).submission() == .impossible(blocking: [0]))
        let disabled = M.selection("g", elements: 3, minSelected: 2, initial: [1], enabledWhen: .constant(false))
        #expect(try analysis(disabled).submission() == .impossible(blocking: [0]))
        let possible = try analysis(M.selection("g", elements: 30, minSelected: 2, maxSelected: 2)).submission()
        #expect(possible == .possible(Assignment([.init(0, .shown(.subset([0, 1]), enabled: true))])))
    }

    @Test func unnamedElementsAreCountedNotEnumerated() throws {
        // A calendar of 365 dates: a condition on one date and a size; 2^365 answers, decided in a few steps.
        let dates = M.selection("dates", elements: 365, minSelected: 3)
        let model = try LogicModel([dates, M.toggle("t", visibleWhen: .contains(0, 100))])
        let analysis = LogicAnalysis(model, budget: LogicBudget(steps: 500, depth: 10))
        let condition = Formula.all([
            .contains(0, 100), .atom(.selectedAtLeast(variable: 0, count: 364)), .excludes(0, 5),
        ])
        guard case .sometimes(let whenTrue, _) = analysis.decide(condition) else {
            Issue.record("expected sometimes")
            return
        }
        guard case .shown(.subset(let chosen), _)? = whenTrue[0] else {
            Issue.record("expected a selection")
            return
        }
        #expect(chosen.count == 364 && chosen.contains(100) && !chosen.contains(5))
        #expect(analysis.decide(.all([.atom(.selectedAtLeast(variable: 0, count: 365)), .excludes(0, 5)])).isNever)
        #expect(analysis.submission() != .skipped(.tooManySteps))
    }

    @Test func questionsBeyondTheBudgetAreSkipped() throws {
        // A cycle, a chain longer than the depth, and more answers than the steps.
        let cycle = try LogicModel([
            M.toggle("a", visibleWhen: .equals(1, on)), M.toggle("b", visibleWhen: .equals(0, on)),
        ])
        #expect(LogicAnalysis(cycle).decide(.equals(0, on)) == .skipped(.cycle))
        let chain = try LogicModel(
            [M.toggle("x0")] + (1..<300).map { M.toggle("x\($0)", visibleWhen: .equals($0 - 1, on)) })
        #expect(
            LogicAnalysis(chain, budget: LogicBudget(steps: 1_000_000, depth: 100)).decide(.visible(299))
                == .skipped(.tooDeep))
        let wide = try LogicModel((0..<30).map { M.toggle("x\($0)") })
        let parity = Formula.all((0..<30).map { Formula.any([.equals($0, on), .equals(($0 + 1) % 30, on)]) })
        let small = LogicAnalysis(wide, budget: LogicBudget(steps: 100, depth: 100))
        #expect(small.decide(.not(parity)) == .skipped(.tooManySteps))
        #expect(small.submission() == .possible(Assignment([])))
    }

    @Test func aChainAsDeepAsTheStandardBudgetIsDecidedOnATestThread() throws {
        // The search recurses once per variable of the chain: the standard depth must fit any thread's stack.
        let depth = LogicBudget.standard.depth - 2
        let chain = try LogicModel(
            [M.toggle("x0")] + (1..<depth).map { M.toggle("x\($0)", visibleWhen: .equals($0 - 1, on)) })
        guard case .sometimes(let whenTrue, _) = LogicAnalysis(chain).decide(.visible(depth - 1)) else {
            Issue.record("expected sometimes")
            return
        }
        #expect(whenTrue.states.count == depth)
    }

    @Test func aModelNamingWhatDoesNotExistIsRefused() {
        #expect(throws: LogicModelError.self) { try LogicModel([M.toggle("a", visibleWhen: .equals(3, on))]) }
        #expect(throws: LogicModelError.self) {
            try LogicModel([M.toggle("a"), M.toggle("b", visibleWhen: .equals(0, 2))])
        }
        #expect(throws: LogicModelError.self) { try LogicModel([M.toggle("a", visibleWhen: .contains(0, 0))]) }
        #expect(throws: LogicModelError.self) { try LogicModel([M.selection("g", elements: 2, initial: [2])]) }
    }
}

extension Verdict {
    var isNever: Bool {
        if case .never = self { return true }
        return false
    }
}

/// What the rules about a form's logic read of its conditions, found in one pass when the form's
/// ``FormSyntax/logicFacts`` are set: every test of every condition with the position of the
/// control it names. The rules read it instead of each walking the conditions and looking the ids
/// up again.
struct LogicIndex: Sendable {
    /// Whether a control of the form has logic; the rules about logic have nothing to check otherwise.
    private(set) var hasLogic = false
    /// Every test of the controls' conditions, control by control in the form's order, each
    /// control's in the order written (``LogicFacts/forEachTest(_:)``).
    private var tests: [LogicTest] = []
    /// Where each control's tests start in `tests`, then where the last control's end.
    private var starts: [Int] = [0]

    init() {}

    /// The index of `facts`, a form's ``FormSyntax/logicFacts``.
    init(_ facts: [LogicFacts?]) {
        hasLogic = facts.contains { $0?.hasLogic ?? false }
        // A form without logic gives the rules nothing to read: its ids are not indexed.
        guard hasLogic else { return }
        // The position of each id's first control.
        var positions: [String: Int] = [:]
        for (position, facts) in facts.enumerated() {
            if let id = facts?.id?.value, positions[id] == nil { positions[id] = position }
        }
        starts.reserveCapacity(facts.count + 1)
        // About a test a control: the list seldom grows (each growth copies every test).
        tests.reserveCapacity(facts.count)
        for facts in facts {
            facts?.forEachTest { key, control, test in
                tests.append(LogicTest(key: key, control: control, test: test, target: positions[control.value]))
            }
            starts.append(tests.count)
        }
    }

    /// The tests of the conditions of the control at `position` in `logicFacts`.
    func tests(of position: Int) -> ArraySlice<LogicTest> {
        position + 1 < starts.count ? tests[starts[position]..<starts[position + 1]] : []
    }
}

/// A test of a control's condition, with the key that holds the condition and the control it names.
struct LogicTest: Sendable {
    /// The key of the condition: `visibleWhen`, `enabledWhen`, `requiredWhen`, or an item's `enabledWhen`.
    var key: String
    /// The id of the control it tests, where written.
    var control: Located<String>
    var test: Located<AnswerTest>
    /// The position in `logicFacts` of the control it tests; nil when no control has that id.
    var target: Int?
}

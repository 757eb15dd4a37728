/// A condition on other controls' answers, resolved: what `visibleWhen`, `enabledWhen` and
/// `requiredWhen` hold (and a group item's `enabledWhen`).
package indirect enum Condition: Sendable, Hashable {
    /// One test of one control's answer: `{control: ID, is: ANSWER}`, …
    case test(control: String, AnswerTest)
    /// Every condition holds.
    case all([Condition])
    /// At least one condition holds.
    case any([Condition])
    /// The condition does not hold.
    case not(Condition)
}

/// What a condition asks of one control's answer.
package enum AnswerTest: Sendable, Hashable {
    /// The answer is this word (`on`, `selected`) or item id (a radio group's).
    case `is`(String)
    /// The answer is not this word or item id.
    case isNot(String)
    /// The selection holds this item id (a checkbox group's) or date (a calendar's).
    case includes(String)
    /// The selection does not hold this item id or date.
    case excludes(String)
    /// The control is answered (as `required` demands) or not.
    case answered(Bool)
}

extension AnswerTest {
    /// The key that writes the test.
    package var key: ConditionKey {
        switch self {
        case .is: return .is
        case .isNot: return .isNot
        case .includes: return .includes
        case .excludes: return .excludes
        case .answered: return .answered
        }
    }
}

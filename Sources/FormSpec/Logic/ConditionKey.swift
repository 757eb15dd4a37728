/// The keys of a condition's mapping: `control` with one test, or one of `all`, `any`, `not`.
package enum ConditionKey: String, Vocabulary {
    case control, `is`, isNot, includes, excludes, answered, all, any, not
    package static let meaning = "a key of a condition"
    package static let words = WordTable<Self>()

    /// The keys that test a control's answer; a condition on a control holds one.
    static let tests: [ConditionKey] = [.is, .isNot, .includes, .excludes, .answered]

    /// The keys that combine conditions; a condition that combines holds one and nothing else.
    static let combinations: [ConditionKey] = [.all, .any, .not]
}

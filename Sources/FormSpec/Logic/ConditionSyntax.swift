import FormSpecYAML

/// A condition as written: each part located, for the rules about conditions.
package struct ConditionSyntax: Sendable {
    /// The condition's mapping.
    package var place: SourcePlace
    package var kind: Kind

    /// What the condition is.
    package indirect enum Kind: Sendable {
        /// `{control: ID, is: ANSWER}`, …: the control's id and the test, each where written.
        case test(control: Located<String>, Located<AnswerTest>)
        case all([ConditionSyntax])
        case any([ConditionSyntax])
        case not(ConditionSyntax)
    }

    /// The condition resolved.
    package var condition: Condition {
        switch kind {
        case .test(let control, let test): return .test(control: control.value, test.value)
        case .all(let parts): return .all(parts.map(\.condition))
        case .any(let parts): return .any(parts.map(\.condition))
        case .not(let part): return .not(part.condition)
        }
    }

    /// Every test of the condition, in the order written.
    package var tests: [(control: Located<String>, test: Located<AnswerTest>)] {
        var tests: [(control: Located<String>, test: Located<AnswerTest>)] = []
        forEachTest { tests.append(($0, $1)) }
        return tests
    }

    /// Calls `body` with every test of the condition, in the order written, building no list (a
    /// condition nests 16 deep at most: the recursion stays shallow).
    func forEachTest(_ body: (Located<String>, Located<AnswerTest>) -> Void) {
        switch kind {
        case .test(let control, let test): body(control, test)
        case .all(let parts), .any(let parts): for part in parts { part.forEachTest(body) }
        case .not(let part): part.forEachTest(body)
        }
    }
}

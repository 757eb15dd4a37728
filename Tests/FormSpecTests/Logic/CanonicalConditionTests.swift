import Testing

@testable import FormSpec

/// A condition's canonical form: each meaning written one way.
@Suite struct CanonicalConditionTests {
    private static let a = Condition.test(control: "a", .is("on"))
    private static let b = Condition.test(control: "b", .includes("x"))
    private static let c = Condition.test(control: "c", .answered(true))

    @Test func aCombinationInsideTheSameIsSplicedInOrder() {
        let a = Self.a
        let b = Self.b
        let c = Self.c
        #expect(Condition.all([a, .all([b, .all([c])])]).canonical == .all([a, b, c]))
        #expect(Condition.any([.any([a, b]), c]).canonical == .any([a, b, c]))
        #expect(Condition.all([a, .any([b, c])]).canonical == .all([a, .any([b, c])]))
    }

    @Test func aCombinationOfOneIsThatCondition() {
        #expect(Condition.all([Self.a]).canonical == Self.a)
        #expect(Condition.any([.all([.any([Self.b])])]).canonical == Self.b)
        #expect(Condition.all([.any([Self.a]), Self.b]).canonical == .all([Self.a, Self.b]))
    }

    @Test func notOfATestIsTheOppositeTest() {
        let tests: [(AnswerTest, AnswerTest)] = [
            (.is("on"), .isNot("on")), (.isNot("x"), .is("x")), (.includes("d"), .excludes("d")),
            (.excludes("d"), .includes("d")), (.answered(true), .answered(false)), (.answered(false), .answered(true)),
        ]
        for (test, opposite) in tests {
            #expect(Condition.not(.test(control: "a", test)).canonical == .test(control: "a", opposite))
        }
    }

    @Test func notNotIsGoneAndNotHoldsOnlyCombinations() {
        let both = Condition.all([Self.a, Self.b])
        #expect(Condition.not(.not(Self.a)).canonical == Self.a)
        #expect(Condition.not(.not(both)).canonical == both)
        #expect(Condition.not(both).canonical == .not(both))
        #expect(Condition.not(.all([Self.a])).canonical == .test(control: "a", .isNot("on")))
        #expect(
            Condition.all([Self.a, .not(.not(.all([Self.b, Self.c])))]).canonical == .all([Self.a, Self.b, Self.c]))
    }

    @Test func theCanonicalFormIsItsOwn() {
        let conditions: [Condition] = [
            .not(.any([.not(.all([Self.a])), .any([.not(.not(Self.b)), Self.c])])),
            .all([.all([.not(Self.a)]), .not(.not(.any([Self.b, .all([Self.c])])))]),
        ]
        for condition in conditions {
            #expect(condition.canonical.canonical == condition.canonical)
        }
        #expect(conditions[0].canonical == .not(.any([Self.a.negatedTest, Self.b, Self.c])))
    }
}

extension Condition {
    /// A test with its opposite test, for expectations.
    fileprivate var negatedTest: Condition {
        guard case .test(let control, let test) = self else { return self }
        return .test(control: control, test.opposite)
    }
}

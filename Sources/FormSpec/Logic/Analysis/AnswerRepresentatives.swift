/// The answers a search tries for a variable: one for each class of answers that no formula tells
/// apart. Of a choice: each value a formula names, then one unnamed answered value and one
/// unnamed unanswered value. Of a selection: each subset of the named elements, with each count of
/// unnamed elements at which a comparison can change (0, 1, and each compared size less the named
/// ones chosen), the unnamed elements taken from the first.
enum AnswerRepresentatives {
    /// The representatives of `domain`'s answers, or `tooManySteps` when there are more than `limit`.
    static func of(_ domain: Domain, named: NamedAnswers, atMost limit: Int) throws(LogicSkip) -> [Value] {
        switch domain {
        case .choice(let answered):
            var namedValues: [Value] = []
            var firstAnswered: Int?
            var firstUnanswered: Int?
            for value in answered.indices {
                if !named.answers.isEmpty && named.answers.contains(value) {
                    namedValues.append(.choice(value))
                } else if answered[value] {
                    if firstAnswered == nil { firstAnswered = value }
                } else if firstUnanswered == nil {
                    firstUnanswered = value
                }
            }
            let others = [firstAnswered, firstUnanswered].compactMap(\.self).sorted()
            return namedValues + others.map(Value.choice)
        case .subset(let elements, _, _):
            let counts = named.counts
            let named = named.answers.filter((0..<elements).contains).sorted()
            guard named.count < 20, 1 << named.count <= limit else { throw .tooManySteps }
            let unnamedCount = elements - named.count
            let most = min(unnamedCount, max(1, counts.max() ?? 0))
            let unnamed = firstElements(most, of: elements, besides: named)
            var answers: [Value] = []
            for mask in 0..<(1 << named.count) {
                let chosen = named.indices.filter { mask & (1 << $0) != 0 }.map { named[$0] }
                let thresholds = Set([0, 1] + counts.map { $0 - chosen.count })
                for extra in thresholds.filter({ (0...unnamedCount).contains($0) }).sorted() {
                    answers.append(.subset((chosen + unnamed.prefix(extra)).sorted()))
                    guard answers.count <= limit else { throw .tooManySteps }
                }
            }
            return answers
        }
    }

    /// The first `count` elements of `0..<elements` that are not in `named` (ascending).
    private static func firstElements(_ count: Int, of elements: Int, besides named: [Int]) -> [Int] {
        var found: [Int] = []
        found.reserveCapacity(count)
        var namedIndex = 0
        var element = 0
        while found.count < count && element < elements {
            if namedIndex < named.count && named[namedIndex] == element {
                namedIndex += 1
            } else {
                found.append(element)
            }
            element += 1
        }
        return found
    }
}

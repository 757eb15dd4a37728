/// The answers a search tries for a variable: one for each class of answers that no formula tells
/// apart. Of a choice: each value a formula names, then one unnamed answered value and one
/// unnamed unanswered value. Of a selection: each subset of the named elements, with each count of
/// unnamed elements at which a comparison can change (0, 1, and each compared size less the named
/// ones chosen), the unnamed elements taken from the first.
enum AnswerRepresentatives {
    /// The representatives of `domain`'s answers, or `tooManySteps` when there are more than `limit`.
    static func of(_ domain: Domain, named: NamedAnswers, atMost limit: Int) throws(LogicSkip) -> [Value] {
        // Made for every variable of every form with logic: built in place, without lists between.
        switch domain {
        case .choice(let answered):
            var values: [Value] = []
            var firstAnswered: Int?
            var firstUnanswered: Int?
            for value in answered.indices {
                if !named.answers.isEmpty && named.answers.contains(value) {
                    values.append(.choice(value))
                } else if answered[value] {
                    if firstAnswered == nil { firstAnswered = value }
                } else if firstUnanswered == nil {
                    firstUnanswered = value
                }
            }
            switch (firstAnswered, firstUnanswered) {
            case (let answered?, let unanswered?):
                values.append(.choice(min(answered, unanswered)))
                values.append(.choice(max(answered, unanswered)))
            case (let one?, nil), (nil, let one?): values.append(.choice(one))
            case (nil, nil): break
            }
            return values
        case .subset(let elements, _, _):
            var namedElements: [Int] = []
            for element in named.answers where (0..<elements).contains(element) { namedElements.append(element) }
            namedElements.sort()
            guard namedElements.count < 20, 1 << namedElements.count <= limit else { throw .tooManySteps }
            let unnamedCount = elements - namedElements.count
            let most = min(unnamedCount, max(1, named.counts.max() ?? 0))
            let unnamed = firstElements(most, of: elements, besides: namedElements)
            var answers: [Value] = []
            var chosen: [Int] = []
            var thresholds: [Int] = []
            for mask in 0..<(1 << namedElements.count) {
                chosen.removeAll(keepingCapacity: true)
                for index in namedElements.indices where mask & (1 << index) != 0 {
                    chosen.append(namedElements[index])
                }
                thresholds.removeAll(keepingCapacity: true)
                thresholds.append(0)
                thresholds.append(1)
                for count in named.counts { thresholds.append(count - chosen.count) }
                thresholds.sortWithoutRepeats()
                for extra in thresholds where (0...unnamedCount).contains(extra) {
                    var subset = chosen
                    subset.append(contentsOf: unnamed.prefix(extra))
                    subset.sort()
                    answers.append(.subset(subset))
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

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
            let named = named.answers.filter(answered.indices.contains).sorted()
            let unnamed = answered.indices.filter { !named.contains($0) }
            let others = [unnamed.first { answered[$0] }, unnamed.first { !answered[$0] }].compactMap(\.self)
            return (named + others.sorted()).map(Value.choice)
        case .subset(let elements, _, _):
            let counts = named.counts
            let named = named.answers.filter((0..<elements).contains).sorted()
            guard named.count < 20, 1 << named.count <= limit else { throw .tooManySteps }
            let unnamed = (0..<elements).filter { !named.contains($0) }
            var answers: [Value] = []
            for mask in 0..<(1 << named.count) {
                let chosen = named.indices.filter { mask & (1 << $0) != 0 }.map { named[$0] }
                let thresholds = Set([0, 1] + counts.map { $0 - chosen.count })
                for extra in thresholds.filter({ (0...unnamed.count).contains($0) }).sorted() {
                    answers.append(.subset((chosen + unnamed.prefix(extra)).sorted()))
                    guard answers.count <= limit else { throw .tooManySteps }
                }
            }
            return answers
        }
    }
}

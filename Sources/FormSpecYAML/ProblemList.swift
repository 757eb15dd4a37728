/// The problems of one parse as it finds them, at most about `limit` of them held: when there are
/// more, the first ones by place, and the others only counted (``ProblemsLeftOut``). All the
/// problems at the place of the last one kept are kept, however many, since the parse does not
/// know the order its user prints problems of one place in; a place holds a handful at most.
struct ProblemList {
    private struct Found {
        var problem: YAMLProblem
        /// How many problems were found before it.
        var sequence: Int

        var place: SourceLocation { problem.range.start }
    }

    private let limit: Int
    /// The problems kept, the last by place on top.
    private var kept = MaxHeap<Found>()
    private var foundCount = 0
    private(set) var leftOut = ProblemsLeftOut()

    init(limit: Int) {
        self.limit = max(limit, 0)
    }

    mutating func append(_ problem: YAMLProblem) {
        defer { foundCount += 1 }
        if kept.count >= limit, let last = kept.top, last.place < problem.range.start {
            leftOut.add(problem)
            return
        }
        kept.insert(Found(problem: problem, sequence: foundCount), by: ProblemList.byPlace)
        while kept.count > limit, let last = kept.top?.place {
            var atLast: [Found] = []
            while let top = kept.top, top.place == last {
                atLast.append(top)
                kept.removeTop(by: ProblemList.byPlace)
            }
            guard kept.count >= limit else {
                for found in atLast { kept.insert(found, by: ProblemList.byPlace) }
                return
            }
            for found in atLast { leftOut.add(found.problem) }
        }
    }

    /// The problems kept, in the order found.
    var problems: [YAMLProblem] {
        kept.elements.sorted { $0.sequence < $1.sequence }.map(\.problem)
    }

    private static func byPlace(_ lhs: Found, _ rhs: Found) -> Bool {
        lhs.place < rhs.place
    }
}

/// The problems a parse found but left out of its result, as there were more than
/// ``YAMLLimits/maxProblems``: how many of each kind, and where the first of them stands.
package struct ProblemsLeftOut: Sendable {
    /// How many problems of each kind were left out.
    package private(set) var counts: [YAMLProblem.Kind: Int] = [:]
    /// Where the first problem left out starts (by line and column); nil when none was.
    package private(set) var firstPlace: SourceLocation?

    package init() {}

    /// How many problems were left out.
    package var total: Int { counts.values.reduce(0, +) }

    mutating func add(_ problem: YAMLProblem) {
        counts[problem.kind, default: 0] += 1
        firstPlace = min(firstPlace ?? problem.range.start, problem.range.start)
    }
}

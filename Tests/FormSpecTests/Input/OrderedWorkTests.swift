import Foundation
import Testing

@testable import FormSpec

/// The threads behind `--jobs`: every item done once, results delivered in order, and no more
/// items started than the window allows.
@Suite struct OrderedWorkTests {
    /// Counts items started, shared by the worker threads.
    ///
    /// `@unchecked Sendable` because its one `var` is read and written only with `lock` held.
    private final class Started: @unchecked Sendable {
        private let lock = NSLock()
        private var indices: [Int] = []
        func add(_ index: Int) { lock.withLock { indices.append(index) } }
        var count: Int { lock.withLock { indices.count } }
        var sorted: [Int] { lock.withLock { indices.sorted() } }
    }

    @Test(arguments: [1, 2, 4, 16])
    func resultsComeBackInOrderWithinTheWindow(jobs: Int) {
        let count = 300
        let started = Started()
        var delivered: [Int] = []
        var mostAhead = 0
        OrderedWork.run(
            count: count, jobs: jobs,
            work: { index in
                started.add(index)
                usleep(UInt32((index * 7919) % 5) * 100)
                return index * index
            },
            deliver: { index, square in
                #expect(square == index * index)
                delivered.append(index)
                mostAhead = max(mostAhead, started.count - delivered.count)
            })
        #expect(delivered == Array(0..<count))
        #expect(started.sorted == Array(0..<count), "each item is worked on once")
        #expect(mostAhead <= max(1, 2 * jobs), "at most twice the jobs are started and not delivered")
    }

    @Test func noItemsAndMoreJobsThanItems() {
        var delivered: [String] = []
        OrderedWork.run(count: 0, jobs: 4, work: { "\($0)" }, deliver: { delivered.append($1) })
        #expect(delivered.isEmpty)
        OrderedWork.run(count: 3, jobs: 8, work: { "\($0)" }, deliver: { delivered.append($1) })
        #expect(delivered == ["0", "1", "2"])
    }
}

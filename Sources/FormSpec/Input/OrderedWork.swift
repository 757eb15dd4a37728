import Foundation

/// Work on numbered items, done on several threads and handed back in order: what lets `check`,
/// `compile` and `preview` use every core and still print exactly what one thread prints.
enum OrderedWork {
    /// Calls `work` on every index of `0..<count`, on up to `jobs` threads, and `deliver` on the
    /// calling thread with each result, in index order. An index is started only while fewer
    /// than `2 × jobs` started ones wait to be delivered, so that at most that many results
    /// (and `jobs` items being worked on) are held at once. With one job, or one item, all runs
    /// on the calling thread, one item after the other.
    static func run<Outcome: Sendable>(count: Int, jobs: Int, work: @escaping @Sendable (Int) -> Outcome,
                                       deliver: (Int, Outcome) -> Void) {
        let threads = min(jobs, count)
        guard threads > 1 else {
            for index in 0..<count { deliver(index, work(index)) }
            return
        }
        let queue = WorkQueue<Outcome>(count: count, window: 2 * jobs, workers: threads)
        for _ in 0..<threads {
            let thread = Thread {
                while let index = queue.take() { queue.finish(index, work(index)) }
                queue.leave()
            }
            // The main thread's size: the decoder recurses once per level of nesting (at most 64).
            thread.stackSize = 8 << 20
            thread.start()
        }
        for index in 0..<count { deliver(index, queue.result(index)) }
        queue.waitForWorkers()
    }
}

/// The state the threads of ``OrderedWork`` share: which index starts next, the results not
/// delivered yet, how many workers are still running.
///
/// `@unchecked Sendable` because its mutable state is guarded by hand: every stored `var` is
/// read and written only while `condition` is locked, and each wait is on that lock.
private final class WorkQueue<Outcome: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private let count: Int
    private let window: Int
    private var nextToStart = 0
    private var nextToDeliver = 0
    private var finished: [Int: Outcome] = [:]
    private var runningWorkers: Int

    init(count: Int, window: Int, workers: Int) {
        self.count = count
        self.window = window
        runningWorkers = workers
    }

    /// The next index to work on, once the window has room for it; nil when all are started.
    func take() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while nextToStart < count, nextToStart >= nextToDeliver + window { condition.wait() }
        guard nextToStart < count else { return nil }
        nextToStart += 1
        return nextToStart - 1
    }

    /// Keeps the result of `index` until it is delivered.
    func finish(_ index: Int, _ outcome: Outcome) {
        condition.lock()
        finished[index] = outcome
        condition.broadcast()
        condition.unlock()
    }

    /// The result of `index`, once a worker has it; called in index order.
    func result(_ index: Int) -> Outcome {
        condition.lock()
        defer { condition.unlock() }
        while finished[index] == nil { condition.wait() }
        nextToDeliver = index + 1
        condition.broadcast()
        return finished.removeValue(forKey: index)!
    }

    /// Called by a worker that has nothing left to do.
    func leave() {
        condition.lock()
        runningWorkers -= 1
        condition.broadcast()
        condition.unlock()
    }

    /// Returns once every worker has left.
    func waitForWorkers() {
        condition.lock()
        while runningWorkers > 0 { condition.wait() }
        condition.unlock()
    }
}

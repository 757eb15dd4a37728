import Dispatch

/// Work on numbered items, done on several threads and handed back in order: what lets `check`,
/// `compile` and `preview` use every core and still print exactly what one thread prints.
///
/// Built on Dispatch rather than Foundation's threads and locks, so that the command line does
/// not load the whole of Foundation at start-up.
enum OrderedWork {
    /// Calls `work` on every index of `0..<count`, on up to `jobs` threads, and `deliver` on the
    /// calling thread with each result, in index order. There are never more threads than items
    /// (so any `jobs`, however large, is safe), and an index is started only while fewer than
    /// twice the threads' number of started ones wait to be delivered, so that at most that many
    /// results (and one item per thread being worked on) are held at once. With one job, or one
    /// item, all runs on the calling thread, one item after the other.
    static func run<Outcome: Sendable>(
        count: Int, jobs: Int, work: @escaping @Sendable (Int) -> Outcome,
        deliver: (Int, Outcome) -> Void
    ) {
        let workers = min(jobs, count)
        guard workers > 1 else {
            for index in 0..<count { deliver(index, work(index)) }
            return
        }
        let results = (0..<count).map { _ in ResultSlot<Outcome>() }
        let window = DispatchSemaphore(value: 2 * workers)
        let indices = IndexCounter(count: count)
        let running = DispatchGroup()
        for _ in 0..<workers {
            DispatchQueue.global().async(group: running) {
                while true {
                    window.wait()
                    guard let index = indices.next() else {
                        window.signal()
                        return
                    }
                    results[index].fill(work(index))
                }
            }
        }
        for index in 0..<count {
            deliver(index, results[index].take())
            window.signal()
        }
        running.wait()
    }
}

/// Where a worker leaves one result for the delivering thread.
///
/// `@unchecked Sendable`: `outcome` is written once, by one worker, before `filled` is signalled,
/// and read once, by the delivering thread, after it waited on `filled`.
private final class ResultSlot<Outcome: Sendable>: @unchecked Sendable {
    private let filled = DispatchSemaphore(value: 0)
    private var outcome: Outcome?

    func fill(_ outcome: Outcome) {
        self.outcome = outcome
        filled.signal()
    }

    /// The result, once it is there; the slot lets go of it.
    func take() -> Outcome {
        filled.wait()
        defer { outcome = nil }
        return outcome!
    }
}

/// The next index to start, shared by the workers.
///
/// `@unchecked Sendable`: `nextIndex` is read and written only while `lock` is held.
private final class IndexCounter: @unchecked Sendable {
    private let lock = DispatchSemaphore(value: 1)
    private let count: Int
    private var nextIndex = 0

    init(count: Int) {
        self.count = count
    }

    /// The next index to work on; nil when every index has been started.
    func next() -> Int? {
        lock.wait()
        defer { lock.signal() }
        guard nextIndex < count else { return nil }
        nextIndex += 1
        return nextIndex - 1
    }
}

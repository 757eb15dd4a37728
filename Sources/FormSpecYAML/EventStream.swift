import Dispatch

/// Hands an `EventReader`'s batches to the parse, either on the calling thread or, for a large
/// file, from a second thread: there libyaml reads ahead while the calling thread builds the tree
/// (and the decoder reads finished items), so that a large spec takes little more time than
/// libyaml alone.
enum EventStream {
    /// Batches read ahead on the second thread: enough to keep both threads busy, few enough
    /// that they stay small beside the document.
    static let batchesInFlight = 4

    /// Calls `consume` on the calling thread with each batch of `reader`, in order, until the
    /// last one or until `consume` returns false; closes the reader. Returns once the reader is
    /// closed, so `reader`'s bytes may go as soon as it returns.
    static func read(_ reader: consuming EventReader, onSecondThread: Bool, consume: (borrowing EventBatch) -> Bool) {
        guard onSecondThread else {
            var batch = EventBatch()
            repeat {
                reader.read(into: &batch)
            } while consume(batch) && !batch.isLast
            reader.close()
            return
        }
        let ring = BatchRing(count: batchesInFlight)
        let producer = ReaderHandle(reader)
        // A queue of its own targets an overcommitting root queue: it gets a thread even when the
        // callers of `OrderedWork` keep every worker thread busy.
        DispatchQueue(label: "FormSpec.YAML.events").async { producer.fill(ring) }
        var index = 0
        var wantsMore = true
        while true {
            let isLast = ring.withFilledBatch(at: index) { batch in
                guard wantsMore else { return batch.isLast }
                wantsMore = consume(batch)
                if !wantsMore { ring.cancel() }
                return batch.isLast
            }
            if isLast { return }
            index = (index + 1) % ring.count
        }
    }
}

/// The reader, moved to the second thread.
///
/// `@unchecked Sendable`: after `init`, `reader` is used only by `fill`, which runs once, on the
/// second thread.
private final class ReaderHandle: @unchecked Sendable {
    private var reader: EventReader

    init(_ reader: consuming EventReader) {
        self.reader = reader
    }

    /// Fills the ring's batches in turn until the last, and closes the reader before handing
    /// the last one over. After a cancel, the next batch is an empty last one.
    func fill(_ ring: BatchRing) {
        var index = 0
        var isLast = false
        while !isLast {
            ring.withFreeBatch(at: index) { batch in
                if ring.isCancelled {
                    batch.clear()
                    batch.isLast = true
                } else {
                    reader.read(into: &batch)
                }
                isLast = batch.isLast
                if isLast { reader.close() }
            }
            index = (index + 1) % ring.count
        }
    }
}

/// The batches between the two threads: the second thread fills them in turn, the calling thread
/// reads them in the same turn, and each waits for the other through two semaphores.
///
/// `@unchecked Sendable`: a batch is touched by one thread at a time, handed over by `filled`
/// (to the reader of batches) and `free` (back to the filler); `cancelled` only under `lock`.
private final class BatchRing: @unchecked Sendable {
    let count: Int
    private let batches: UnsafeMutablePointer<EventBatch>
    private let free: DispatchSemaphore
    private let filled = DispatchSemaphore(value: 0)
    private let lock = DispatchSemaphore(value: 1)
    private var cancelled = false

    init(count: Int) {
        self.count = count
        batches = .allocate(capacity: count)
        for index in 0..<count { (batches + index).initialize(to: EventBatch()) }
        free = DispatchSemaphore(value: count)
    }

    deinit {
        batches.deinitialize(count: count)
        batches.deallocate()
    }

    /// Waits until batch `index` is free, lets `fill` write it, then hands it over.
    func withFreeBatch(at index: Int, _ fill: (inout EventBatch) -> Void) {
        free.wait()
        fill(&batches[index])
        filled.signal()
    }

    /// Waits until batch `index` is filled, lets `read` read it, then hands it back.
    func withFilledBatch<Result>(at index: Int, _ read: (borrowing EventBatch) -> Result) -> Result {
        filled.wait()
        defer { free.signal() }
        return read(batches[index])
    }

    /// Asks the filler to stop: the batch it fills next is an empty last one.
    func cancel() {
        lock.wait()
        cancelled = true
        lock.signal()
    }

    var isCancelled: Bool {
        lock.wait()
        defer { lock.signal() }
        return cancelled
    }
}

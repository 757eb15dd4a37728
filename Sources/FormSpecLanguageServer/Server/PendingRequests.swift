import FormSpec

/// The requests read and not yet answered, each with whether the client cancelled it.
///
/// The reader notes each request and each `$/cancelRequest` as it reads them, ahead of the work;
/// whoever begins a request learns whether it was cancelled meanwhile, a long request (fixing a
/// whole spec) asks again as it goes, and the request is forgotten when it is answered. A
/// cancellation of a request answered, or of none, changes nothing.
final class PendingRequests: Sendable {
    private let requests = Locked<[RequestID: Bool]>([:])

    /// A request was read.
    func note(_ id: RequestID) {
        requests.withLock { $0[id] = false }
    }

    /// The client cancelled request `id`.
    func cancel(_ id: RequestID) {
        requests.withLock { requests in
            if requests[id] != nil { requests[id] = true }
        }
    }

    /// Begins request `id`, answered at once: whether it was cancelled before.
    func begin(_ id: RequestID) -> Bool {
        requests.withLock { $0.removeValue(forKey: id) } ?? false
    }

    /// Begins request `id`, noted until ``end(_:)``: whether it was cancelled before.
    func start(_ id: RequestID) -> Bool {
        isCancelled(id)
    }

    /// Whether the client cancelled request `id`.
    func isCancelled(_ id: RequestID) -> Bool {
        requests.withLock { $0[id] } ?? false
    }

    /// Request `id` was answered.
    func end(_ id: RequestID) {
        _ = requests.withLock { $0.removeValue(forKey: id) }
    }
}

import FormSpec

/// The requests read and not yet begun, each with whether the client cancelled it.
///
/// The reader notes each request and each `$/cancelRequest` as it reads them, ahead of the work;
/// whoever begins a request takes it from here and learns whether it was cancelled meanwhile. A
/// cancellation of a request already begun, or of none, changes nothing.
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

    /// Begins request `id`: whether it was cancelled before.
    func begin(_ id: RequestID) -> Bool {
        requests.withLock { $0.removeValue(forKey: id) } ?? false
    }
}

import Foundation

/// What the server's loop handles, in order of arrival.
enum ServerEvent: Sendable {
    /// A message: what its envelope says (nil when the body is no JSON-RPC message), and its body.
    case message(MessageEnvelope?, [UInt8])
    /// A header the reader could not use.
    case badHeader(String)
    /// The client closed its end.
    case endOfInput
    /// The diagnostics of one version of a document, checked by the ``DiagnosticsWorker``.
    case checked(CheckedVersion)
}

/// A blocking first-in, first-out queue of events, shared by the reader, the worker and the loop.
final class EventQueue: @unchecked Sendable {
    // `@unchecked`: `events` is touched only with `condition` locked.
    private let condition = NSCondition()
    private var events: [ServerEvent] = []
    private var first = 0

    func push(_ event: ServerEvent) {
        condition.lock()
        events.append(event)
        condition.signal()
        condition.unlock()
    }

    /// The oldest event, waiting for one.
    func pop() -> ServerEvent {
        condition.lock()
        defer { condition.unlock() }
        while first == events.count { condition.wait() }
        let event = events[first]
        first += 1
        if first == events.count {
            events.removeAll(keepingCapacity: true)
            first = 0
        }
        return event
    }
}

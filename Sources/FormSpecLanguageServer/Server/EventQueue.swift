import Dispatch
import FormSpec

/// What the server's loop handles, in order of arrival.
enum ServerEvent: Sendable {
    /// A message: what its envelope says (nil when the body is no JSON-RPC message), and its body.
    case message(MessageEnvelope?, [UInt8])
    /// A header the reader could not use.
    case badHeader(String)
    /// The client closed its end.
    case endOfInput
    /// A message could not be written: the client stopped reading.
    case clientLeft
}

/// A blocking first-in, first-out queue of events, from the reader and the writer to the loop.
final class EventQueue: Sendable {
    private let events = Locked<(waiting: [ServerEvent], first: Int)>(([], 0))
    /// Signalled once per event pushed.
    private let arrived = DispatchSemaphore(value: 0)

    func push(_ event: ServerEvent) {
        events.withLock { $0.waiting.append(event) }
        arrived.signal()
    }

    /// The oldest event, waiting for one.
    func pop() -> ServerEvent {
        arrived.wait()
        return events.withLock { events in
            let event = events.waiting[events.first]
            events.first += 1
            if events.first == events.waiting.count {
                events.waiting.removeAll(keepingCapacity: true)
                events.first = 0
            }
            return event
        }
    }
}

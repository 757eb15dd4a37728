import FormSpec

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Writes framed messages to a file descriptor, one whole message at a time, from any thread.
final class MessageWriter: Sendable {
    private let descriptor: Int32
    /// Whether a write failed: the client is gone.
    private let failed = Locked(false)
    /// Called once, by the write that fails.
    private let clientLeft: @Sendable () -> Void
    /// Whether the client asked for `$/logTrace` notifications (`$/setTrace`, or `trace` in `initialize`).
    let tracing = Locked(false)

    /// A writer to `descriptor` that calls `clientLeft` when a write fails: the client stopped reading.
    init(descriptor: Int32, clientLeft: @escaping @Sendable () -> Void) {
        self.descriptor = descriptor
        self.clientLeft = clientLeft
    }

    /// Encodes and sends `message`; a client that is gone makes this a no-op.
    func send(_ message: some Encodable) {
        send(framed: framed(message))
    }

    /// Sends `message` as a `$/logTrace` notification when the client asked for them.
    func trace(_ message: String) {
        if tracing.withLock({ $0 }) {
            send(Notification(method: "$/logTrace", params: LogTraceParams(message: message)))
        }
    }

    /// `message` encoded and framed, ready for ``send(framed:)``.
    func framed(_ message: some Encodable) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let body = try? encoder.encode(message) else { return [] }
        return MessageFraming.framed(Array(body))
    }

    /// Writes a framed message whole; a client that is gone makes this a no-op.
    func send(framed bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        let failedNow = failed.withLock { failed in
            guard !failed else { return false }
            failed = FileDescriptorWriting.writeAll(descriptor, bytes) != nil
            return failed
        }
        if failedNow { clientLeft() }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FormSpec
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes framed messages to a file descriptor, one whole message at a time.
final class MessageWriter: Sendable {
    private let descriptor: Int32
    /// Whether a write failed: the client is gone.
    private let failed = Locked(false)

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Whether the client stopped reading.
    var clientIsGone: Bool { failed.withLock { $0 } }

    /// Encodes and sends `message`; a client that is gone makes this a no-op.
    func send(_ message: some Encodable) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let body = try? encoder.encode(message) else { return }
        let bytes = MessageFraming.framed(Array(body))
        failed.withLock { failed in
            guard !failed else { return }
            var written = 0
            while written < bytes.count {
                let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else {
                    failed = true
                    return
                }
                written += count
            }
        }
    }
}

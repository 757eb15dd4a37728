#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The base protocol's framing: a header block (`Content-Length: N`, other fields ignored) ended
/// by an empty line, then N bytes of JSON.
enum MessageFraming {
    /// The largest message body read: four times the largest spec `formspec check` reads, for the
    /// escapes of a JSON string.
    static let maxContentLength = 256 << 20

    /// What reading the next message found.
    enum Incoming {
        case message([UInt8])
        /// A header block without a usable `Content-Length`, or too large a body (skipped).
        case badHeader(String)
        case endOfInput
    }

    /// The header block that frames `body`.
    static func framed(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}

/// Reads framed messages from a file descriptor, buffering what it has read ahead.
final class MessageReader {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var position = 0
    private var ended = false

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The next message, a bad header (after which reading goes on with the next header block),
    /// or the end of the input.
    func next() -> MessageFraming.Incoming {
        guard let header = readHeaderBlock() else { return .endOfInput }
        guard let length = Self.contentLength(in: header) else {
            return .badHeader("the message header has no valid Content-Length: \(Self.printable(header))")
        }
        guard length <= MessageFraming.maxContentLength else {
            guard skip(length) else { return .endOfInput }
            return .badHeader("the message is \(length) bytes, more than the \(MessageFraming.maxContentLength) read")
        }
        guard let body = take(length) else { return .endOfInput }
        return .message(body)
    }

    /// The `Content-Length` of a header block (lines end with CRLF, or LF from lenient clients).
    static func contentLength(in header: String) -> Int? {
        var length: Int?
        for line in header.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\r\n" || $0 == "\n" }) {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            let name = line[..<colon].trimmingSpaces.lowercased()
            if name == "content-length" {
                guard let value = Int(line[line.index(after: colon)...].trimmingSpaces), value >= 0 else { return nil }
                length = value
            }
        }
        return length
    }

    /// The header text up to its empty line; nil at the end of the input. Blank lines before a
    /// header are skipped.
    private func readHeaderBlock() -> String? {
        var header: [UInt8] = []
        while true {
            guard let byte = readByte() else { return nil }
            header.append(byte)
            if header.last == 10 {
                if header.allSatisfy({ $0 == 13 || $0 == 10 }) { header.removeAll(); continue }
                if header.suffix(4) == [13, 10, 13, 10] || header.suffix(2) == [10, 10] { break }
            }
            if header.count > 64 << 10 { break }
        }
        return String(decoding: header, as: UTF8.self)
    }

    private static func printable(_ header: String) -> String {
        let trimmed = header.trimmingSpaces
        let shown = trimmed.count > 80 ? String(trimmed.prefix(80)) + "…" : String(trimmed)
        return "'" + shown.replacingCRLF + "'"
    }

    private func readByte() -> UInt8? {
        if position == buffer.count, !fill() { return nil }
        defer { position += 1 }
        return buffer[position]
    }

    private func take(_ count: Int) -> [UInt8]? {
        var body: [UInt8] = []
        body.reserveCapacity(count)
        while body.count < count {
            if position == buffer.count, !fill() { return nil }
            let taken = min(count - body.count, buffer.count - position)
            body += buffer[position..<(position + taken)]
            position += taken
        }
        return body
    }

    private func skip(_ count: Int) -> Bool {
        var left = count
        while left > 0 {
            if position == buffer.count, !fill() { return false }
            let taken = min(left, buffer.count - position)
            position += taken
            left -= taken
        }
        return true
    }

    /// Reads what the descriptor has (up to 64 KiB); false at its end or on an error.
    private func fill() -> Bool {
        guard !ended else { return false }
        buffer = [UInt8](repeating: 0, count: 64 << 10)
        position = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                ended = true
                buffer = []
                return false
            }
            buffer.removeSubrange(count...)
            return true
        }
    }
}

private extension StringProtocol {
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" || $0.isNewline }.reversed().drop { $0 == " " || $0 == "\t" || $0.isNewline }.reversed())
    }

    var replacingCRLF: String {
        String(map { $0.isNewline ? "↵" : $0 })
    }
}

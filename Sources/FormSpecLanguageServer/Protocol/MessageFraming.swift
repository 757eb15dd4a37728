import FormSpec

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
    /// The longest header block read.
    static let maxHeaderLength = 64 << 10

    /// What reading the next message found.
    enum Incoming: Equatable {
        case message([UInt8])
        /// A header block without a usable `Content-Length`, too large a body, or bytes that are
        /// no header before one: the reader goes on from the next `Content-Length` field.
        case badHeader(String)
        case endOfInput
    }

    /// The header block that frames `body`.
    static func framed(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}

/// Reads framed messages from a file descriptor, buffering what it has read ahead.
///
/// After a header it cannot use, it cannot know where the body ends: it skips everything up to
/// the next `Content-Length` field, wherever in a line that stands (a body is not followed by a
/// line break), and reads the header from there. JSON cannot hold that field followed by a line
/// break, so no message's body is taken for a header. Bytes before a header that are no header
/// (the rest of a body longer than its header said) are reported, and skipped the same way.
final class MessageReader {
    /// One line of a header block, without its line break.
    private struct Line {
        /// Its first bytes (at most `MessageFraming.maxHeaderLength`).
        var text: [UInt8] = []
        /// Its length in bytes.
        var length = 0
        /// Whether it starts with a `Content-Length` field.
        var isLengthField = false
        /// The first bytes of what stood before that field on the same line, skipped.
        var skipped: [UInt8] = []
    }

    /// The field that resynchronises the reader, in lower case.
    private static let lengthField = Array("content-length".utf8)

    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var position = 0
    private var ended = false
    /// Whether the reader is looking for the next `Content-Length` field after a bad header.
    private var lost = false
    /// A line starting with a `Content-Length` field read after bytes reported as no header: the
    /// first line of the next header.
    private var pending: Line?

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The next message, a bad header (after which reading goes on from the next `Content-Length`
    /// field), or the end of the input.
    func next() -> MessageFraming.Incoming {
        var lines: [[UInt8]] = []
        var length = 0
        while true {
            guard var line = pending ?? readLine() else { return .endOfInput }
            pending = nil
            if lost {
                guard line.isLengthField else { continue }
                lost = false
            } else if line.skipped.contains(where: { $0 != 32 && $0 != 9 }) {
                let skipped = lines + [line.skipped]
                line.skipped = []
                pending = line
                return .badHeader("the bytes before the next message header are no message: \(Self.printable(skipped))")
            }
            if line.length == 0 {
                if lines.isEmpty { continue }  // Blank lines before a header.
                break
            }
            lines.append(line.text)
            length += line.length + 2
            if length > MessageFraming.maxHeaderLength {
                lost = true
                return .badHeader("the message header is longer than \(MessageFraming.maxHeaderLength) bytes")
            }
        }
        let header = String(decoding: Array(lines.joined(separator: [13, 10])), as: UTF8.self)
        guard let contentLength = Self.contentLength(in: header) else {
            lost = true
            return .badHeader("the message header has no valid Content-Length: \(Self.printable(lines))")
        }
        guard contentLength <= MessageFraming.maxContentLength else {
            lost = true
            return .badHeader(
                "the message is \(contentLength) bytes, more than the \(MessageFraming.maxContentLength) read")
        }
        guard let body = take(contentLength) else { return .endOfInput }
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

    /// The next line, up to `\n` (a `\r` before it dropped), restarted at each `Content-Length`
    /// field found inside it; nil at the end of the input.
    private func readLine() -> Line? {
        var line = Line()
        var matched = 0  // the bytes of `lengthField` just read
        while true {
            guard let byte = readByte() else { return nil }
            if byte == 10 {
                if line.text.last == 13 {
                    line.text.removeLast()
                    line.length -= 1
                }
                return line
            }
            if line.text.count < MessageFraming.maxHeaderLength { line.text.append(byte) }
            line.length += 1
            let lowered = byte | (byte >= 65 && byte <= 90 ? 32 : 0)
            matched = lowered == Self.lengthField[matched] ? matched + 1 : lowered == Self.lengthField[0] ? 1 : 0
            if matched == Self.lengthField.count {
                matched = 0
                let start = line.length - Self.lengthField.count
                if start > 0 {
                    line.skipped = Array(line.text.prefix(min(start, 80)))
                    line.text = Self.lengthField
                    line.length = Self.lengthField.count
                }
                line.isLengthField = true
            }
        }
    }

    private static func printable(_ lines: [[UInt8]]) -> String {
        let trimmed = String(decoding: Array(lines.joined(separator: [10])), as: UTF8.self).trimmingSpaces
        let shown = trimmed.count > 80 ? String(trimmed.prefix(80)) + "…" : String(trimmed)
        return "'" + shown.replacingCRLF + "'"
    }

    private func readByte() -> UInt8? {
        if position == buffer.count, !fill() { return nil }
        defer { position += 1 }
        return buffer[position]
    }

    /// The next `count` bytes; nil when the input ends first. Memory grows with what arrives,
    /// not with what the header announced.
    private func take(_ count: Int) -> [UInt8]? {
        var body: [UInt8] = []
        body.reserveCapacity(min(count, 1 << 20))
        while body.count < count {
            if position == buffer.count, !fill() { return nil }
            let taken = min(count - body.count, buffer.count - position)
            body += buffer[position..<(position + taken)]
            position += taken
        }
        return body
    }

    /// Reads what the descriptor has (up to 64 KiB); false at its end or on an error.
    private func fill() -> Bool {
        guard !ended else { return false }
        buffer = [UInt8](repeating: 0, count: 64 << 10)
        position = 0
        while true {
            let count = SystemCalls.read(descriptor, into: &buffer)
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

extension StringProtocol {
    fileprivate var trimmingSpaces: String {
        String(
            drop { $0 == " " || $0 == "\t" || $0.isNewline }.reversed().drop { $0 == " " || $0 == "\t" || $0.isNewline }
                .reversed())
    }

    fileprivate var replacingCRLF: String {
        String(map { $0.isNewline ? "↵" : $0 })
    }
}

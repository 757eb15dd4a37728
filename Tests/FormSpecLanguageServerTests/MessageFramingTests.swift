import Dispatch
import Testing

@testable import FormSpecLanguageServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The base protocol's header, and what the reader does after one it cannot use.
@Suite struct MessageFramingTests {
    @Test func contentLengthIsReadWhateverTheCaseAndOtherFields() {
        #expect(MessageReader.contentLength(in: "Content-Length: 12\r\n\r\n") == 12)
        #expect(
            MessageReader.contentLength(
                in: "content-length:7\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n") == 7)
        #expect(MessageReader.contentLength(in: "Content-Length: 3\n\n") == 3)
    }

    @Test func aHeaderWithoutAUsableLengthHasNone() {
        #expect(MessageReader.contentLength(in: "Content-Type: x\r\n\r\n") == nil)
        #expect(MessageReader.contentLength(in: "Content-Length: twelve\r\n\r\n") == nil)
        #expect(MessageReader.contentLength(in: "Content-Length: -4\r\n\r\n") == nil)
        #expect(MessageReader.contentLength(in: "garbage\r\n\r\n") == nil)
    }

    @Test func aMessageIsFramedWithItsLengthInBytes() {
        #expect(MessageFraming.framed(Array("{\"é\":1}".utf8)) == Array("Content-Length: 8\r\n\r\n{\"é\":1}".utf8))
    }

    static let request = Array(#"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#.utf8)
    static let notification = Array(#"{"jsonrpc":"2.0","method":"exit"}"#.utf8)

    /// Everything a reader reads from `input`, to the end.
    static func read(_ input: [UInt8]) -> [MessageFraming.Incoming] {
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else { return [] }
        let (readEnd, writeEnd) = (descriptors[0], descriptors[1])
        let written = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            var offset = 0
            while offset < input.count {
                let count = input[offset...].withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                offset += count
            }
            close(writeEnd)
            written.signal()
        }
        defer { close(readEnd) }
        let reader = MessageReader(descriptor: readEnd)
        var incoming: [MessageFraming.Incoming] = []
        repeat { incoming.append(reader.next()) } while incoming.last != .endOfInput
        written.wait()
        return incoming
    }

    static func isBadHeader(_ incoming: MessageFraming.Incoming, saying words: String) -> Bool {
        if case .badHeader(let message) = incoming { message.contains(words) } else { false }
    }

    /// A corrupted length, then its body, then good messages: one parse error, and every good
    /// message read, whatever the corruption.
    @Test(arguments: [
        "Content-Length: twelve", "Content-Length: -46", "Content-Length: 99999999999999999999999",
        "Content-Length: 1099511627776", "Content-Type: application/vscode-jsonrpc", "Content-Length:",
    ])
    func afterABadHeaderTheNextHeaderIsRead(header: String) {
        let input =
            Array((header + "\r\n\r\n").utf8) + Self.request + MessageFraming.framed(Self.request)
            + MessageFraming.framed(Self.notification)
        let incoming = Self.read(input)
        #expect(incoming.count == 4)
        #expect(
            Self.isBadHeader(
                incoming[0], saying: header.hasSuffix("1099511627776") ? "more than" : "no valid Content-Length"))
        #expect(Array(incoming.dropFirst()) == [.message(Self.request), .message(Self.notification), .endOfInput])
    }

    @Test func aContentLengthFieldInsideASkippedBodyDoesNotHideTheNextMessage() {
        let body = Array(
            #"{"jsonrpc":"2.0","method":"x","params":{"text":"Content-Length: 12 and content-length: 3"}}"#.utf8)
        let input = Array("Content-Length: x\r\n\r\n".utf8) + body + MessageFraming.framed(Self.request)
        #expect(Self.read(input).dropFirst() == [.message(Self.request), .endOfInput])
    }

    @Test func theRestOfABodyLongerThanItsHeaderSaidIsOneError() {
        let input = Array("Content-Length: 10\r\n\r\n".utf8) + Self.request + MessageFraming.framed(Self.notification)
        let incoming = Self.read(input)
        #expect(incoming.count == 4)
        #expect(incoming[0] == .message(Array(Self.request.prefix(10))))
        #expect(Self.isBadHeader(incoming[1], saying: "no message"))
        #expect(Array(incoming.dropFirst(2)) == [.message(Self.notification), .endOfInput])
    }

    @Test func aBodyOfTheMaximumLengthThatNeverComesIsTheEndOfInput() {
        let input = Array("Content-Length: \(MessageFraming.maxContentLength)\r\n\r\n{".utf8)
        #expect(Self.read(input) == [.endOfInput])
    }

    @Test func blankLinesAndLenientLineEndsStillFrame() {
        let input = Array("\r\n\ncontent-length: \(Self.request.count)\nContent-Type: x\n\n".utf8) + Self.request
        #expect(Self.read(input) == [.message(Self.request), .endOfInput])
    }
}

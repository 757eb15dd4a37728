@testable import FormSpecLanguageServer
import Testing

/// The base protocol's header.
@Suite struct MessageFramingTests {
    @Test func contentLengthIsReadWhateverTheCaseAndOtherFields() {
        #expect(MessageReader.contentLength(in: "Content-Length: 12\r\n\r\n") == 12)
        #expect(MessageReader.contentLength(in: "content-length:7\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n") == 7)
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
}

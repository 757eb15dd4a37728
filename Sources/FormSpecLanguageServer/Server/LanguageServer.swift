import Dispatch
import FormSpec
import FormSpecYAML

// JSON coding and URLs, without the whole of Foundation where the platform has its essentials apart:
// `formspec` starts faster without it.
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// FormSpec's language server: LSP 3.17 over a pair of file descriptors (standard input and
/// output for `formspec lsp`).
///
/// One thread reads messages and notes requests and cancellations as they arrive; the thread that
/// calls ``run()`` handles every message in order, answering the lifecycle requests itself and
/// handing the rest to each document's ``DocumentSession``, where its edits, checks and requests
/// run in order, beside the other documents'. Nothing a client sends stops it but `exit` or the
/// end of its input: a message it cannot read gets an error response and the next one is read.
package final class LanguageServer {
    private let input: Int32
    let writer: MessageWriter
    private let events = EventQueue()
    let requests = PendingRequests()
    let compiler = Compiler()

    private enum State { case starting, running, shutDown }
    private var state = State.starting
    private var encoding = PositionEncoding.utf16
    private(set) var snippets = false
    /// The open documents, by URI.
    private(set) var documents: [String: DocumentSession] = [:]

    /// A server reading messages from `input` and writing its own to `output`.
    package init(input: Int32, output: Int32) {
        self.input = input
        writer = MessageWriter(descriptor: output) { [events] in events.push(.clientLeft) }
    }

    /// Serves until `exit` or the end of the input, and returns the exit status: 0 after
    /// `shutdown` then `exit`, 1 when the client left without asking for a shutdown.
    package func run() -> Int32 {
        startReading()
        while true {
            switch events.pop() {
            case .message(let envelope, let body):
                if let status = handle(envelope, body) { return status }
            case .badHeader(let problem):
                writer.send(ErrorResponse(id: nil, error: .parseError(problem)))
            case .endOfInput:
                return state == .shutDown ? 0 : 1
            case .clientLeft:
                return 1
            }
        }
    }

    private func startReading() {
        let (input, events, requests) = (input, events, requests)
        DispatchQueue(label: "formspec.lsp.read").async {
            let reader = MessageReader(descriptor: input)
            while true {
                switch reader.next() {
                case .message(let body):
                    let envelope = try? JSONDecoder().decode(MessageEnvelope.self, from: Data(body))
                    if envelope?.method == "$/cancelRequest" {
                        if let cancel = try? Self.decode(CancelParams.self, body) { requests.cancel(cancel.id) }
                    } else if let id = envelope?.id, envelope?.method != nil {
                        requests.note(id)
                    }
                    events.push(.message(envelope, body))
                case .badHeader(let problem):
                    events.push(.badHeader(problem))
                case .endOfInput:
                    events.push(.endOfInput)
                    return
                }
            }
        }
    }

    // MARK: Messages

    /// Handles one message; returns the exit status once the client asks to exit.
    private func handle(_ envelope: MessageEnvelope?, _ body: [UInt8]) -> Int32? {
        guard let envelope else {
            let notJSON = (try? JSONDecoder().decode(AnyJSON.self, from: Data(body))) == nil
            writer.send(
                ErrorResponse(
                    id: nil,
                    error: notJSON
                        ? .parseError("the message is not valid JSON")
                        : .invalidRequest("the message is not a JSON-RPC request or notification")))
            return nil
        }
        guard let method = envelope.method else { return nil }  // A response: the server sends no requests.
        guard let id = envelope.id else { return notify(method, body) }
        do {
            try request(method, id: id, body)
        } catch {
            _ = requests.begin(id)
            writer.send(
                ErrorResponse(
                    id: id,
                    error: error as? ResponseError
                        ?? .invalidParams("the params of '\(method)' are not valid: \(Self.describe(error))")))
        }
        return nil
    }

    /// Answers a request, or hands it to its document's session; throws what the error response says.
    private func request(_ method: String, id: RequestID, _ body: [UInt8]) throws {
        if state == .running, try handOver(method, id: id, body) { return }
        if requests.begin(id) { throw ResponseError.requestCancelled }
        switch (state, method) {
        case (.starting, "initialize"):
            initialize(try Self.decode(InitializeParams.self, body))
            writer.send(
                ResultResponse(
                    id: id,
                    result: InitializeResult(
                        capabilities: .init(positionEncoding: encoding),
                        serverInfo: .init(name: "formspec", version: Compiler.version))))
        case (.starting, _):
            throw ResponseError.serverNotInitialized
        case (.running, "initialize"):
            throw ResponseError.invalidRequest("the server is initialized already")
        case (.shutDown, _):
            throw ResponseError.invalidRequest("the server is shut down: only 'exit' is left")
        case (.running, "shutdown"):
            state = .shutDown
            writer.send(ResultResponse(id: id, result: Optional<Int>.none))
        default:
            throw ResponseError.methodNotFound(method)
        }
    }

    private func notify(_ method: String, _ body: [UInt8]) -> Int32? {
        if method == "exit" { return state == .shutDown ? 0 : 1 }
        guard state == .running else { return nil }  // Notifications before `initialize` are dropped.
        do {
            switch method {
            case "textDocument/didOpen":
                let item = try Self.decode(DidOpenParams.self, body).textDocument
                if let session = documents[item.uri] {
                    session.change(to: item.version, [DidChangeParams.Change(range: nil, text: item.text)])
                } else {
                    let document = OpenDocument(
                        uri: item.uri, version: item.version, text: item.text, encoding: encoding)
                    documents[item.uri] = DocumentSession(
                        document, compiler: compiler, writer: writer, requests: requests)
                }
            case "textDocument/didChange":
                let params = try Self.decode(DidChangeParams.self, body)
                documents[params.textDocument.uri]?.change(to: params.textDocument.version, params.contentChanges)
            case "textDocument/didClose":
                documents.removeValue(forKey: try Self.decode(TextDocumentParams.self, body).textDocument.uri)?.close()
            case "$/setTrace":
                let tracing = try Self.decode(SetTraceParams.self, body).value != "off"
                writer.tracing.withLock { $0 = tracing }
            default:
                break  // `initialized`, `$/cancelRequest` (the reader's), and what FormSpec does not use.
            }
        } catch {
            writer.trace("ignored a '\(method)' notification: \(Self.describe(error))")
        }
        return nil
    }

    private func initialize(_ params: InitializeParams) {
        // The first encoding the client lists that the server knows; the client lists them in its
        // order of preference, and all three are exact here.
        let offered = params.capabilities?.general?.positionEncodings ?? []
        encoding = offered.lazy.compactMap(PositionEncoding.init(rawValue:)).first ?? .utf16
        snippets = params.capabilities?.textDocument?.completion?.completionItem?.snippetSupport ?? false
        let tracing = (params.trace ?? "off") != "off"
        writer.tracing.withLock { $0 = tracing }
        state = .running
    }

    // MARK: Decoding

    static func decode<Params: Decodable>(_: Params.Type, _ body: [UInt8]) throws -> Params {
        try JSONDecoder().decode(MessageParams<Params>.self, from: Data(body)).params
    }

    /// A decoding error in a sentence: what is wrong, and where in the params.
    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        let (context, what): (DecodingError.Context, String) =
            switch error {
            case .keyNotFound(let key, let context): (context, "'\(key.stringValue)' is missing")
            case .typeMismatch(_, let context): (context, context.debugDescription)
            case .valueNotFound(_, let context): (context, "a value is missing")
            case .dataCorrupted(let context): (context, context.debugDescription)
            @unknown default: (DecodingError.Context(codingPath: [], debugDescription: ""), "\(error)")
            }
        let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
        return path.isEmpty ? what : "\(what) at \(path)"
    }
}

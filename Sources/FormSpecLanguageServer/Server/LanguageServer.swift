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
/// One thread reads messages, one checks documents (``DiagnosticsWorker``), and the thread that
/// calls ``run()`` handles every message in order, so documents are only ever changed there.
/// Nothing a client sends stops it but `exit` or the end of its input: a message it cannot read
/// gets an error response and the next one is read.
public final class LanguageServer {
    private let input: Int32
    private let writer: MessageWriter
    private let events = EventQueue()
    /// The ids the client asked to cancel, from when the reader reads the `$/cancelRequest` to when
    /// the loop reaches it: a request among them is answered `RequestCancelled`. By the time the
    /// loop reaches the cancellation, the request, sent before it, has been handled, so the id goes.
    private let cancelled = Locked<Set<RequestID>>([])
    private let compiler = Compiler()
    private lazy var worker = DiagnosticsWorker(compiler: compiler, events: events)

    private enum State { case starting, running, shutDown }
    private var state = State.starting
    private var encoding = PositionEncoding.utf16
    private var snippets = false
    private var tracing = false
    private var documents: [String: OpenDocument] = [:]

    /// A server reading messages from `input` and writing its own to `output`.
    public init(input: Int32, output: Int32) {
        self.input = input
        writer = MessageWriter(descriptor: output)
    }

    /// Serves until `exit` or the end of the input, and returns the exit status: 0 after
    /// `shutdown` then `exit`, 1 when the client left without asking for a shutdown.
    public func run() -> Int32 {
        startReading()
        while true {
            switch events.pop() {
            case .message(let envelope, let body):
                if let status = handle(envelope, body) { return status }
            case .badHeader(let problem):
                writer.send(ErrorResponse(id: nil, error: .parseError(problem)))
            case .endOfInput:
                return state == .shutDown ? 0 : 1
            case .checked(let checked):
                publish(checked)
            }
            if writer.clientIsGone { return 1 }
        }
    }

    private func startReading() {
        let (input, events, cancelled) = (input, events, cancelled)
        DispatchQueue(label: "formspec.lsp.read").async {
            let reader = MessageReader(descriptor: input)
            while true {
                switch reader.next() {
                case .message(let body):
                    let envelope = try? JSONDecoder().decode(MessageEnvelope.self, from: Data(body))
                    if envelope?.method == "$/cancelRequest",
                       let cancel = try? JSONDecoder().decode(MessageParams<CancelParams>.self, from: Data(body)) {
                        _ = cancelled.withLock { $0.insert(cancel.params.id) }
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
            writer.send(ErrorResponse(id: nil, error: notJSON ? .parseError("the message is not valid JSON")
                                                              : .invalidRequest("the message is not a JSON-RPC request or notification")))
            return nil
        }
        guard let method = envelope.method else { return nil }  // A response: the server sends no requests.
        guard let id = envelope.id else { return notify(method, body) }
        if cancelled.withLock({ $0.remove(id) }) != nil {
            writer.send(ErrorResponse(id: id, error: .requestCancelled))
            return nil
        }
        do {
            try request(method, id: id, body)
        } catch let error as ResponseError {
            writer.send(ErrorResponse(id: id, error: error))
        } catch {
            writer.send(ErrorResponse(id: id, error: .invalidParams("the params of '\(method)' are not valid: \(Self.describe(error))")))
        }
        return nil
    }

    private func request(_ method: String, id: RequestID, _ body: [UInt8]) throws {
        switch (state, method) {
        case (.starting, "initialize"):
            let params = try decode(InitializeParams.self, body)
            initialize(params)
            answer(id, InitializeResult(capabilities: .init(positionEncoding: encoding),
                                        serverInfo: .init(name: "formspec", version: Compiler.version)))
        case (.starting, _):
            throw ResponseError.serverNotInitialized
        case (.running, "initialize"):
            throw ResponseError.invalidRequest("the server is initialized already")
        case (.shutDown, _):
            throw ResponseError.invalidRequest("the server is shut down: only 'exit' is left")
        case (.running, "shutdown"):
            state = .shutDown
            answer(id, Optional<Int>.none)
        case (.running, "textDocument/hover"):
            let params = try decode(TextDocumentPositionParams.self, body)
            answer(id, try withDocument(params.textDocument.uri, notASpec: nil) { HoverFeature.hover(at: params.position, in: &$0) })
        case (.running, "textDocument/completion"):
            let params = try decode(TextDocumentPositionParams.self, body)
            answer(id, try withDocument(params.textDocument.uri, notASpec: nil) {
                CompletionFeature.items(at: params.position, in: &$0, snippets: snippets)
            })
        case (.running, "textDocument/definition"):
            let params = try decode(TextDocumentPositionParams.self, body)
            answer(id, try withDocument(params.textDocument.uri, notASpec: nil) { IdentifierFeature.definition(at: params.position, in: &$0) })
        case (.running, "textDocument/references"):
            let params = try decode(ReferenceParams.self, body)
            answer(id, try withDocument(params.textDocument.uri, notASpec: nil) {
                IdentifierFeature.references(at: params.position, in: &$0, includingDeclaration: params.context.includeDeclaration)
            })
        case (.running, "textDocument/prepareRename"):
            let params = try decode(TextDocumentPositionParams.self, body)
            answer(id, try withDocument(params.textDocument.uri, notASpec: nil) { IdentifierFeature.prepareRename(at: params.position, in: &$0) })
        case (.running, "textDocument/rename"):
            let params = try decode(RenameParams.self, body)
            answer(id, try withDocument(params.textDocument.uri, notASpec: nil) {
                try IdentifierFeature.rename(at: params.position, to: params.newName, in: &$0)
            })
        case (.running, "textDocument/documentSymbol"):
            let params = try decode(TextDocumentParams.self, body)
            answer(id, try withDocument(params.textDocument.uri, notASpec: nil) { SymbolFeature.symbols(in: &$0) })
        case (.running, "textDocument/codeAction"):
            let params = try decode(CodeActionParams.self, body)
            answer(id, try withDocument(params.textDocument.uri, notASpec: nil, configurations: true) { CodeActionFeature.actions(for: params, in: $0) })
        case (.running, "textDocument/documentColor"):
            let params = try decode(TextDocumentParams.self, body)
            answer(id, try withDocument(params.textDocument.uri, notASpec: []) { ColorFeature.colors(in: &$0) })
        case (.running, "textDocument/colorPresentation"):
            let params = try decode(ColorPresentationParams.self, body)
            answer(id, try withDocument(params.textDocument.uri, notASpec: []) { _ in ColorFeature.presentations(of: params.color, replacing: params.range) })
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
                let item = try decode(DidOpenParams.self, body).textDocument
                documents[item.uri] = OpenDocument(uri: item.uri, version: item.version, text: item.text, encoding: encoding)
                submit(item.uri)
            case "textDocument/didChange":
                let params = try decode(DidChangeParams.self, body)
                let uri = params.textDocument.uri
                guard documents[uri] != nil else { return nil }
                // Edited in place: a copy of the document would copy its text on every keystroke.
                for change in params.contentChanges {
                    if let range = change.range {
                        documents[uri]?.text.replace(range, with: change.text, encoding: encoding)
                    } else {
                        documents[uri]?.text = TextBuffer(change.text)
                    }
                }
                documents[uri]?.version = params.textDocument.version
                submit(uri)
            case "textDocument/didClose":
                let uri = try decode(TextDocumentParams.self, body).textDocument.uri
                if documents.removeValue(forKey: uri) != nil {
                    writer.send(Notification(method: "textDocument/publishDiagnostics",
                                             params: PublishDiagnosticsParams(uri: uri, version: nil, diagnostics: [])))
                }
            case "$/cancelRequest":
                let id = try decode(CancelParams.self, body).id
                _ = cancelled.withLock { $0.remove(id) }
            case "$/setTrace":
                tracing = try decode(SetTraceParams.self, body).value != "off"
            default:
                break  // `initialized`, and what FormSpec does not use.
            }
        } catch {
            trace("ignored a '\(method)' notification: \(Self.describe(error))")
        }
        return nil
    }

    // MARK: Lifecycle and documents

    private func initialize(_ params: InitializeParams) {
        // The first encoding the client lists that the server knows; the client lists them in its
        // order of preference, and all three are exact here.
        let offered = params.capabilities?.general?.positionEncodings ?? []
        encoding = offered.lazy.compactMap(PositionEncoding.init(rawValue:)).first ?? .utf16
        snippets = params.capabilities?.textDocument?.completion?.completionItem?.snippetSupport ?? false
        tracing = (params.trace ?? "off") != "off"
        state = .running
    }

    /// Has a document checked; one that is neither a spec nor a configuration file has no diagnostics.
    private func submit(_ uri: String) {
        guard let document = documents[uri] else { return }
        if document.isSpec || document.isConfiguration {
            worker.submit(document.checkJob)
        } else {
            publish(CheckedVersion(uri: uri, version: document.version, diagnostics: [], published: []))
        }
    }

    /// Publishes a checked version unless the document was closed or changed since.
    private func publish(_ checked: CheckedVersion) {
        guard documents[checked.uri]?.version == checked.version else { return }
        documents[checked.uri]?.checked = checked
        writer.send(Notification(method: "textDocument/publishDiagnostics",
                                 params: PublishDiagnosticsParams(uri: checked.uri, version: checked.version, diagnostics: checked.published)))
        trace("published \(checked.published.count) diagnostics of \(checked.uri) version \(checked.version)")
    }

    /// Runs `body` on an open spec whose `checked` holds the diagnostics of its current version
    /// (checked now when the worker has not yet); a document that is not open is an error
    /// response, and one that is not a spec gets `notASpec` (a configuration file too, unless
    /// `configurations` says the feature serves them).
    private func withDocument<Result>(_ uri: String, notASpec: Result, configurations: Bool = false,
                                      _ body: (inout OpenDocument) throws -> Result) throws -> Result {
        guard var document = documents[uri] else {
            throw ResponseError.invalidParams("'\(uri)' is not open: send textDocument/didOpen first")
        }
        guard document.isSpec || (configurations && document.isConfiguration) else { return notASpec }
        if document.checked?.version != document.version {
            document.checked = DiagnosticsWorker.check(document.checkJob, with: compiler)
        }
        defer { documents[uri] = document }
        return try body(&document)
    }

    // MARK: Writing

    private func answer(_ id: RequestID, _ result: (some Encodable)?) {
        writer.send(ResultResponse(id: id, result: result))
    }

    private func trace(_ message: String) {
        if tracing { writer.send(Notification(method: "$/logTrace", params: LogTraceParams(message: message))) }
    }

    private func decode<Params: Decodable>(_: Params.Type, _ body: [UInt8]) throws -> Params {
        try JSONDecoder().decode(MessageParams<Params>.self, from: Data(body)).params
    }

    /// A decoding error in a sentence: what is wrong, and where in the params.
    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        let (context, what): (DecodingError.Context, String) = switch error {
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

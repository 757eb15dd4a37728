import Dispatch
import FormSpec

/// One open document and the work about it, on a serial queue of its own.
///
/// Its edits, its checks and the requests about it run there one after another, in the order the
/// client sent them, so that each answer is about the text as the client had it when it asked;
/// other documents' work runs beside it, and the server's loop only routes messages. A long check
/// or request on one document never holds up another.
///
/// The debounce: an edit queues a check unless one is queued already, and the check, when its
/// turn comes, checks the newest text, so that edits typed meanwhile are checked once, together.
/// A check of a version the client has edited since is skipped, and diagnostics are published only
/// while they are of the newest version the client sent: a stale result is never published.
///
/// `@unchecked Sendable`: `document` and `checkQueued` are touched only on `queue` (and by `init`,
/// before anything is queued); `latest` is behind its lock; the rest does not change.
final class DocumentSession: @unchecked Sendable {
    private let queue = DispatchQueue(label: "formspec.lsp.document")
    private let uri: String
    private var document: OpenDocument
    private var checkQueued = false
    /// The newest version the client sent; nil once it closed the document. Diagnostics are
    /// written while this lock is held, so that none can follow the empty ones of a close.
    private let latest: Locked<Int?>
    private let compiler: Compiler
    private let writer: MessageWriter
    private let requests: PendingRequests

    /// A session of a document the client opened; its check is queued.
    init(_ document: OpenDocument, compiler: Compiler, writer: MessageWriter, requests: PendingRequests) {
        uri = document.uri
        self.document = document
        latest = Locked(document.version)
        self.compiler = compiler
        self.writer = writer
        self.requests = requests
        queue.async { [self] in queueCheck() }
    }

    /// Applies the client's edits that make `version`, then queues a check.
    func change(to version: Int, _ changes: [DidChangeParams.Change]) {
        latest.withLock { $0 = version }
        queue.async { [self] in
            // Edited in place: a copy of the document would copy its text on every keystroke.
            for change in changes {
                if let range = change.range {
                    document.text.replace(range, with: change.text, encoding: document.encoding)
                } else {
                    document.text = TextBuffer(change.text)
                }
            }
            document.version = version
            document.checked = nil  // Even when a client sends the same version twice.
            queueCheck()
        }
    }

    /// The client closed the document: its diagnostics are cleared now, and no more are published.
    /// The requests queued before are still answered.
    func close() {
        let cleared = writer.framed(
            Notification(
                method: "textDocument/publishDiagnostics",
                params: PublishDiagnosticsParams(uri: uri, version: nil, diagnostics: [])))
        latest.withLock { latest in
            latest = nil
            writer.send(framed: cleared)
        }
    }

    /// Answers request `id`, after the work queued before it, with what `body` makes of the
    /// document, whose current version is checked first; a document that is not a spec gets
    /// `notASpec` (a configuration file too, unless `configurations` says the feature serves
    /// them). A request the client cancelled before its turn gets `RequestCancelled`.
    func answer<Result: Encodable & Sendable>(
        _ id: RequestID, notASpec: Result, configurations: Bool = false,
        _ body: @escaping @Sendable (inout OpenDocument) throws(ResponseError) -> Result
    ) {
        answer(id, notASpec: notASpec, configurations: configurations) { document, _ throws(ResponseError) in
            try body(&document)
        }
    }

    /// ``answer(_:notASpec:configurations:_:)`` for a long request, whose `body` is told how to
    /// ask whether the client has cancelled it since it began: a body that stops for it throws
    /// ``ResponseError/requestCancelled``.
    func answer<Result: Encodable & Sendable>(
        _ id: RequestID, notASpec: Result, configurations: Bool = false,
        _ body:
            @escaping @Sendable (inout OpenDocument, _ isCancelled: @escaping @Sendable () -> Bool)
            throws(ResponseError) -> Result
    ) {
        queue.async { [self] in
            defer { requests.end(id) }
            if requests.start(id) { return writer.send(ErrorResponse(id: id, error: .requestCancelled)) }
            guard document.isSpec || (configurations && document.isConfiguration) else {
                return writer.send(ResultResponse(id: id, result: notASpec))
            }
            checkCurrentVersion()
            do throws(ResponseError) {
                let requests = requests
                writer.send(ResultResponse(id: id, result: try body(&document) { requests.isCancelled(id) }))
            } catch {
                writer.send(ErrorResponse(id: id, error: error))
            }
        }
    }

    /// Queues a check of the text as it will be then, unless one is queued already.
    private func queueCheck() {
        guard !checkQueued else { return }
        checkQueued = true
        queue.async { [self] in
            checkQueued = false
            // A newer edit is on its way (or the document was closed): it queues its own check.
            guard latest.withLock({ $0 }) == document.version else { return }
            checkCurrentVersion()
        }
    }

    /// Checks the current version unless it is checked already, and publishes its diagnostics
    /// unless the client has edited the document since.
    private func checkCurrentVersion() {
        guard document.checked?.version != document.version else { return }
        let checked = document.check(with: compiler)
        document.checked = checked
        let message = writer.framed(
            Notification(
                method: "textDocument/publishDiagnostics",
                params: PublishDiagnosticsParams(
                    uri: uri, version: checked.version,
                    diagnostics: checked.published)))
        let published = latest.withLock { latest in
            guard latest == checked.version else { return false }
            writer.send(framed: message)
            return true
        }
        if published {
            writer.trace("published \(checked.published.count) diagnostics of \(uri) version \(checked.version)")
        }
    }
}

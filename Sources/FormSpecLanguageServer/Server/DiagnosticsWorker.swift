import Dispatch
import FormSpec

/// One version of a document to check.
struct CheckJob: Sendable {
    var uri: String
    var version: Int
    var name: String
    var text: TextBuffer
    var encoding: PositionEncoding

    /// Whether the file `name` is a configuration file, `.formspec.yml`.
    static func isConfiguration(_ name: String) -> Bool {
        name == Configuration.fileName || name.hasSuffix("/" + Configuration.fileName)
    }
}

/// A version of a document with its diagnostics, as the compiler reported them and as LSP
/// publishes them.
struct CheckedVersion: Sendable {
    var uri: String
    var version: Int
    var diagnostics: [Diagnostic]
    var published: [LSPDiagnostic]
}

/// Checks documents on a thread of its own, so that the server keeps answering while a large
/// spec is checked.
///
/// This is the debounce: a document has at most one job waiting, and a newer version replaces
/// the one waiting, so edits typed while a check runs are checked once, together, when it ends.
/// A check already running is not stopped, but its result, stale by then, is not published.
final class DiagnosticsWorker: Sendable {
    /// The versions waiting, at most one per document.
    private let waiting = Locked<[String: CheckJob]>([:])
    /// Signalled once per job submitted (a replaced job leaves one signal with nothing to take).
    private let submitted = DispatchSemaphore(value: 0)
    private let compiler: Compiler
    private let events: EventQueue

    init(compiler: Compiler, events: EventQueue) {
        self.compiler = compiler
        self.events = events
        DispatchQueue(label: "formspec.lsp.check").async { [self] in work() }
    }

    /// Asks for `job`'s document to be checked, replacing a version of it still waiting.
    func submit(_ job: CheckJob) {
        waiting.withLock { $0[job.uri] = job }
        submitted.signal()
    }

    private func work() -> Never {
        while true {
            submitted.wait()
            let job = waiting.withLock { waiting in waiting.keys.min().flatMap { waiting.removeValue(forKey: $0) } }
            if let job { events.push(.checked(Self.check(job, with: compiler))) }
        }
    }

    /// The diagnostics of `job`'s version, configured by the `.formspec.yml` nearest to its file
    /// (read afresh each time, so that an edit of it shows at the next change), its suppression
    /// comments applied.
    /// A configuration file (`.formspec.yml`) gets the mistakes `formspec config` reports.
    static func check(_ job: CheckJob, with compiler: Compiler) -> CheckedVersion {
        let source = SourceFile(name: job.name, bytes: job.text.bytes)
        let diagnostics: [Diagnostic]
        if CheckJob.isConfiguration(job.name) {
            diagnostics = Configuration.read(source, directory: ".").diagnostics
        } else {
            let path = job.name.hasPrefix("/") ? job.name : nil
            diagnostics = RunSettings(finder: ConfigurationFinder(.nearest)).check(source, at: path, with: compiler)
        }
        let published = diagnostics.map { LSPDiagnostic($0, in: job.text, uri: job.uri, name: job.name, encoding: job.encoding) }
        return CheckedVersion(uri: job.uri, version: job.version, diagnostics: diagnostics, published: published)
    }
}

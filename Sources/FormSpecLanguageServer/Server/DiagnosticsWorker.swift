import FormSpec
import Foundation

/// One version of a document to check.
struct CheckJob: Sendable {
    var uri: String
    var version: Int
    var name: String
    var text: TextBuffer
    var encoding: PositionEncoding
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
final class DiagnosticsWorker: @unchecked Sendable {
    // `@unchecked`: `waiting` is touched only with `condition` locked.
    private let condition = NSCondition()
    private var waiting: [String: CheckJob] = [:]
    private let compiler: Compiler
    private let events: EventQueue

    init(compiler: Compiler, events: EventQueue) {
        self.compiler = compiler
        self.events = events
        let thread = Thread { [self] in work() }
        thread.stackSize = 16 << 20
        thread.start()
    }

    /// Asks for `job`'s document to be checked, replacing a version of it still waiting.
    func submit(_ job: CheckJob) {
        condition.lock()
        waiting[job.uri] = job
        condition.signal()
        condition.unlock()
    }

    private func work() {
        while true {
            condition.lock()
            while waiting.isEmpty { condition.wait() }
            let uri = waiting.keys.min()!
            let job = waiting.removeValue(forKey: uri)!
            condition.unlock()
            events.push(.checked(Self.check(job, with: compiler)))
        }
    }

    /// The diagnostics of `job`'s version.
    static func check(_ job: CheckJob, with compiler: Compiler) -> CheckedVersion {
        let diagnostics = compiler.check(SourceFile(name: job.name, bytes: job.text.bytes))
        let published = diagnostics.map { LSPDiagnostic($0, in: job.text, uri: job.uri, name: job.name, encoding: job.encoding) }
        return CheckedVersion(uri: job.uri, version: job.version, diagnostics: diagnostics, published: published)
    }
}

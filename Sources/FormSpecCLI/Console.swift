import FormSpec

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a command writes, so that tests can run commands in-process and read what they print.
package struct Console: Sendable {
    /// Writes bytes to standard output.
    package var writeOut: @Sendable ([UInt8]) -> Void
    /// Writes bytes to standard error.
    package var writeError: @Sendable ([UInt8]) -> Void
    /// Whether standard output and standard error are terminals (for `--color auto`).
    package var outIsTerminal: Bool
    package var errorIsTerminal: Bool
    /// The environment variables the commands read (`NO_COLOR` and `TERM`, for `--color auto`).
    package var environment: [String: String]
    /// The descriptor a `-` file argument reads.
    package var standardInput: Int32
    /// How `--template` templates are read and rendered; nil in `formspec`, which leaves them to
    /// `formspec-templates` so that it never loads Stencil and Foundation itself.
    package var loadTemplate: TemplateLoader?
    /// The `errno` of the first write to standard output that failed (a full disk, a closed
    /// pipe), nil while every byte went through: the run then fails (see ``FormSpecCLI``).
    package var standardOutputFailure: @Sendable () -> Int32?

    package init(
        out: @escaping @Sendable ([UInt8]) -> Void, error: @escaping @Sendable ([UInt8]) -> Void,
        outIsTerminal: Bool = false, errorIsTerminal: Bool = false, environment: [String: String] = [:],
        standardInput: Int32 = STDIN_FILENO, loadTemplate: TemplateLoader? = nil,
        standardOutputFailure: @escaping @Sendable () -> Int32? = { nil }
    ) {
        self.writeOut = out
        self.writeError = error
        self.outIsTerminal = outIsTerminal
        self.errorIsTerminal = errorIsTerminal
        self.environment = environment
        self.standardInput = standardInput
        self.loadTemplate = loadTemplate
        self.standardOutputFailure = standardOutputFailure
    }

    /// Writes text to standard output.
    package func out(_ text: String) {
        writeOut(Array(text.utf8))
    }

    /// Writes text to standard error.
    package func error(_ text: String) {
        writeError(Array(text.utf8))
    }

    /// The process's own standard streams and environment, and `loadTemplate`. After a write to
    /// standard output fails, nothing more is written there; a failure on standard error, where
    /// it could not be said, is ignored.
    package static func standard(loadTemplate: TemplateLoader? = nil) -> Console {
        let out = DescriptorWriter(STDOUT_FILENO)
        return Console(
            out: out.write, error: { _ = FileDescriptorWriting.writeAll(STDERR_FILENO, $0) },
            outIsTerminal: isatty(STDOUT_FILENO) == 1, errorIsTerminal: isatty(STDERR_FILENO) == 1,
            environment: readEnvironment(["NO_COLOR", "TERM"]), loadTemplate: loadTemplate,
            standardOutputFailure: { out.failure })
    }

    /// Makes a write to a pipe whose reader is gone fail with `EPIPE` instead of ending the
    /// process with SIGPIPE, so that the run ends as after any other failed write (see
    /// ``exitStatus(_:)``). Call it first thing in `main`: a library must not choose how its
    /// process answers signals.
    package static func reportClosedPipes() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// `status`, or 1 when standard output could not be written whole, said on standard error
    /// in one line unless the reader closed the pipe (`formspec explain | head -3`: it stopped
    /// reading on purpose, and the shell hears of it from the status).
    func exitStatus(_ status: Int32) -> Int32 {
        guard let failure = standardOutputFailure() else { return status }
        if failure != EPIPE {
            error("error: cannot write to standard output: \(String(cString: strerror(failure)))\n")
        }
        return status == 0 ? 1 : status
    }

    /// The variables `names` that are set, one `getenv` each: the whole environment as a
    /// dictionary would cost every run's start-up.
    private static func readEnvironment(_ names: [String]) -> [String: String] {
        var environment: [String: String] = [:]
        for name in names {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return environment
    }
}

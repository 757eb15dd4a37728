#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FormSpec

/// Where a command writes, so that tests can run commands in-process and read what they print.
public struct Console: Sendable {
    /// Writes bytes to standard output.
    public var writeOut: @Sendable ([UInt8]) -> Void
    /// Writes bytes to standard error.
    public var writeError: @Sendable ([UInt8]) -> Void
    /// Whether standard output and standard error are terminals (for `--color auto`).
    public var outIsTerminal: Bool
    public var errorIsTerminal: Bool
    /// The environment variables the commands read (`NO_COLOR` and `TERM`, for `--color auto`).
    public var environment: [String: String]
    /// The descriptor a `-` file argument reads.
    public var standardInput: Int32
    /// How `--template` templates are read and rendered; nil in `formspec`, which leaves them to
    /// `formspec-templates` so that it never loads Stencil and Foundation itself.
    public var loadTemplate: TemplateLoader?

    public init(out: @escaping @Sendable ([UInt8]) -> Void, error: @escaping @Sendable ([UInt8]) -> Void,
                outIsTerminal: Bool = false, errorIsTerminal: Bool = false, environment: [String: String] = [:],
                standardInput: Int32 = STDIN_FILENO, loadTemplate: TemplateLoader? = nil) {
        self.writeOut = out
        self.writeError = error
        self.outIsTerminal = outIsTerminal
        self.errorIsTerminal = errorIsTerminal
        self.environment = environment
        self.standardInput = standardInput
        self.loadTemplate = loadTemplate
    }

    /// Writes text to standard output.
    public func out(_ text: String) {
        writeOut(Array(text.utf8))
    }

    /// Writes text to standard error.
    public func error(_ text: String) {
        writeError(Array(text.utf8))
    }

    /// The process's own standard streams and environment, and `loadTemplate`.
    public static func standard(loadTemplate: TemplateLoader? = nil) -> Console {
        Console(out: { _ = FileDescriptorWriting.writeAll(STDOUT_FILENO, $0) },
                error: { _ = FileDescriptorWriting.writeAll(STDERR_FILENO, $0) },
                outIsTerminal: isatty(STDOUT_FILENO) == 1, errorIsTerminal: isatty(STDERR_FILENO) == 1,
                environment: readEnvironment(["NO_COLOR", "TERM"]), loadTemplate: loadTemplate)
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

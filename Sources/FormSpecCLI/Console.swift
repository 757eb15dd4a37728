import Foundation

/// Where a command writes, so that tests can run commands in-process and read what they print.
public struct Console: Sendable {
    /// Writes to standard output.
    public var out: @Sendable (String) -> Void
    /// Writes to standard error.
    public var error: @Sendable (String) -> Void
    /// Whether standard output and standard error are terminals (for `--color auto`).
    public var outIsTerminal: Bool
    public var errorIsTerminal: Bool
    /// The environment, for `NO_COLOR`.
    public var environment: [String: String]
    /// The descriptor a `-` file argument reads.
    public var standardInput: Int32

    public init(out: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void,
                outIsTerminal: Bool = false, errorIsTerminal: Bool = false, environment: [String: String] = [:],
                standardInput: Int32 = STDIN_FILENO) {
        self.out = out
        self.error = error
        self.outIsTerminal = outIsTerminal
        self.errorIsTerminal = errorIsTerminal
        self.environment = environment
        self.standardInput = standardInput
    }

    /// The process's own standard streams and environment.
    public static func standard() -> Console {
        Console(out: { write(STDOUT_FILENO, $0) }, error: { write(STDERR_FILENO, $0) },
                outIsTerminal: isatty(STDOUT_FILENO) == 1, errorIsTerminal: isatty(STDERR_FILENO) == 1,
                environment: ProcessInfo.processInfo.environment)
    }

    private static func write(_ descriptor: Int32, _ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                Glibc.write(descriptor, buffer.baseAddress, buffer.count)
                #else
                Darwin.write(descriptor, buffer.baseAddress, buffer.count)
                #endif
            }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            bytes = bytes.dropFirst(written)
        }
    }
}

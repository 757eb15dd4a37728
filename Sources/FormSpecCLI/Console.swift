#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FormSpec
// Only Foundation's essentials (ProcessInfo), without the whole of Foundation where the
// platform has them apart: loading it costs the command line's start-up.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where a command writes, so that tests can run commands in-process and read what they print.
public struct Console: Sendable {
    /// Writes bytes to standard output.
    public var writeOut: @Sendable ([UInt8]) -> Void
    /// Writes bytes to standard error.
    public var writeError: @Sendable ([UInt8]) -> Void
    /// Whether standard output and standard error are terminals (for `--color auto`).
    public var outIsTerminal: Bool
    public var errorIsTerminal: Bool
    /// The environment, for `NO_COLOR`.
    public var environment: [String: String]
    /// The descriptor a `-` file argument reads.
    public var standardInput: Int32

    public init(out: @escaping @Sendable ([UInt8]) -> Void, error: @escaping @Sendable ([UInt8]) -> Void,
                outIsTerminal: Bool = false, errorIsTerminal: Bool = false, environment: [String: String] = [:],
                standardInput: Int32 = STDIN_FILENO) {
        self.writeOut = out
        self.writeError = error
        self.outIsTerminal = outIsTerminal
        self.errorIsTerminal = errorIsTerminal
        self.environment = environment
        self.standardInput = standardInput
    }

    /// Writes text to standard output.
    public func out(_ text: String) {
        writeOut(Array(text.utf8))
    }

    /// Writes text to standard error.
    public func error(_ text: String) {
        writeError(Array(text.utf8))
    }

    /// The process's own standard streams and environment.
    public static func standard() -> Console {
        Console(out: { _ = FileDescriptorWriting.writeAll(STDOUT_FILENO, $0) },
                error: { _ = FileDescriptorWriting.writeAll(STDERR_FILENO, $0) },
                outIsTerminal: isatty(STDOUT_FILENO) == 1, errorIsTerminal: isatty(STDERR_FILENO) == 1,
                environment: ProcessInfo.processInfo.environment)
    }
}

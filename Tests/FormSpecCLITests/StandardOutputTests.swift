import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output that cannot be written whole fails the run: a full disk (`/dev/full` here)
/// is exit 1 with one line on standard error, never a shorter output and exit 0; a reader that
/// closed the pipe is exit 1 too, in silence, and never a crash.
@Suite struct StandardOutputTests {
    let folder: TemporaryFolder
    let clean: String
    let warned: String

    init() throws {
        folder = try TemporaryFolder()
        clean = try folder.write("clean.form.yaml", CompileCommandTests.clean)
        warned = try folder.write("warned.form.yaml", CompileCommandTests.warned)
    }

    /// Every command line that writes standard output, the shortcuts without the parser included.
    var commandLines: [[String]] {
        [
            ["check", warned],
            ["check", clean, "--diagnostics-format", "json"],
            ["compile", clean],
            ["compile", clean, "--emit", "preview"],
            ["compile", clean, "--emit", "swift"],
            ["compile", clean, "--emit", "html", "--ascii"],
            ["preview", clean],
            ["preview", clean, "--format", "html"],
            ["schema"],
            ["schema", "--output"],
            ["explain"],
            ["explain", "checkbox.state-conflict"],
            ["config", folder.path],
            ["templates"],
            ["templates", "print", "swift"],
            ["--version"],
            ["--help"],
            ["compile", "--help"],
        ]
    }

    @Test func aFullDiskFailsEveryCommandWithOneLine() throws {
        let full = open("/dev/full", O_WRONLY)
        try #require(full >= 0, "no /dev/full")
        defer { close(full) }
        for arguments in commandLines {
            let outcome = try ChildProcess.formspec(arguments, standardOutput: full, in: folder)
            #expect(outcome.status == 1, "\(arguments): \(outcome)")
            let complaints = outcome.error.split(separator: "\n").filter { $0.contains("standard output") }
            #expect(
                complaints == ["error: cannot write to standard output: No space left on device"],
                "\(arguments): \(outcome.error)")
        }
    }

    @Test func aClosedPipeEndsTheRunWithStatusOneAndNoSignal() throws {
        for arguments in [["schema"], ["compile", clean, "--emit", "html"], ["check", warned]] {
            var ends: [Int32] = [0, 0]
            try #require(pipe(&ends) == 0)
            close(ends[0])
            let outcome = try ChildProcess.formspec(arguments, standardOutput: ends[1], in: folder)
            close(ends[1])
            #expect(outcome.signal == nil && outcome.status == 1, "\(arguments): \(outcome)")
            #expect(!outcome.error.contains("standard output"), "the reader stopped on purpose: \(outcome.error)")
        }
    }

    @Test func aWrittenOutputStillExitsZero() throws {
        let outcome = try ChildProcess.formspec(["compile", clean], in: folder)
        #expect(outcome.status == 0, "\(outcome.error)")
        #expect(outcome.out == (try CompileCommandTests.json(CompileCommandTests.clean)))
        #expect(outcome.error.isEmpty)
    }
}

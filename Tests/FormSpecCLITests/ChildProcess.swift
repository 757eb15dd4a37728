import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real `formspec` executable, run as a user runs it: a child process with its own memory,
/// whose peak resident memory `wait4` reports when it ends.
///
/// The child is started through `child-rusage` (`Tests/ChildRusage`), a small C program that
/// forks it, waits for it with `wait4` and writes its `ru_maxrss`: Linux counts the address space
/// a process had before `exec` in its peak, so a child spawned straight from this large test
/// process would report the test process's own peak. Time is not a target (these machines are
/// shared and noisy): a child still running after ``hangGuard`` seconds is killed, a hang.
struct ChildProcess {
    /// How a run ended and what it printed.
    struct Outcome: CustomStringConvertible {
        /// The exit status, or nil when a signal ended the process.
        var status: Int32?
        /// The signal that ended the process, if one did.
        var signal: Int32?
        /// Whether the hang guard killed it.
        var hung: Bool
        var out: String
        var error: String
        /// The child's peak resident set size, in bytes (`ru_maxrss`).
        var peakMemory: Int
        var seconds: Double

        var description: String {
            let ending = hung ? "hung" : signal.map { "signal \($0)" } ?? "exit \(status ?? -1)"
            return "\(ending), peak RSS \(peakMemory >> 20) MiB, \(String(format: "%.2f", seconds)) s"
        }
    }

    /// Seconds after which a child is taken to hang and killed.
    static let hangGuard = 60

    /// Whether a child's peak memory is the compiler's: not under a sanitizer
    /// (`Scripts/sanitizers.sh` sets `FORMSPEC_SANITIZER`), whose shadow memory dwarfs it.
    static let measuresMemory = ProcessInfo.processInfo.environment["FORMSPEC_SANITIZER"] == nil

    /// The memory a run may use: 64 MiB for the process itself (about 20 MiB before it reads
    /// anything) and its buffers, ten times what it reads (the parse stage's target), and 1 KiB
    /// for each diagnostic it prints (each is held, sorted and rendered as text).
    static func memoryBound(reading bytes: Int, diagnostics: Int = 0) -> Int {
        64 << 20 + 10 * bytes + diagnostics << 10
    }

    /// The executable `name` that `swift build` put next to this test bundle.
    static func builtExecutable(_ name: String) throws -> String {
        #if os(Linux)
            let tests = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        #else
            let tests =
                Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.bundlePath ?? CommandLine.arguments[0]
        #endif
        let path = URL(fileURLWithPath: tests).deletingLastPathComponent().appendingPathComponent(name).path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw ChildProcessError("no \(name) executable at \(path): build it with 'swift build' first")
        }
        return path
    }

    /// Runs `formspec` with `arguments` and standard input read from the file `input`; its
    /// output goes through files in `folder`, or its standard output to the open descriptor
    /// `standardOutput` (its `out` is then empty). `launcher` (a program's absolute path and its
    /// arguments) runs `formspec` when given, such as `setpriv` to run it without privileges.
    static func formspec(
        _ arguments: [String], input: String = "/dev/null", standardOutput: Int32? = nil,
        in folder: TemporaryFolder, launcher: [String] = []
    ) throws -> Outcome {
        let files = folder.path + "/.child-\(UUID().uuidString)"
        let (outPath, errorPath, resultPath) = (files + ".out", files + ".err", files + ".result")
        defer {
            for path in [outPath, errorPath, resultPath] { unlink(path) }
        }
        #if canImport(Glibc)
            var actions = posix_spawn_file_actions_t()
        #else
            var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        if let standardOutput {
            posix_spawn_file_actions_adddup2(&actions, standardOutput, 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        }
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        // As a shell starts it: no signal blocked (the test's threads block some, SIGALRM among
        // them, which the hang guard needs) and SIGPIPE at its default.
        #if canImport(Glibc)
            var attributes = posix_spawnattr_t()
        #else
            var attributes: posix_spawnattr_t?
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var brokenPipe = sigset_t()
        sigemptyset(&brokenPipe)
        sigaddset(&brokenPipe, SIGPIPE)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &brokenPipe)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let probe = try builtExecutable("child-rusage")
        let command = [probe, resultPath, String(hangGuard)] + launcher + [try builtExecutable("formspec")] + arguments
        let argv = command.map { strdup($0) } + [nil]
        let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for string in argv + environment { free(string) } }
        let start = ContinuousClock.now
        var pid = pid_t()
        let spawned = posix_spawn(&pid, probe, &actions, &attributes, argv, environment)
        guard spawned == 0 else {
            throw ChildProcessError("cannot start \(probe): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw ChildProcessError("waitpid failed: \(String(cString: strerror(errno)))") }
        }
        let elapsed = ContinuousClock.now - start

        let result = try String(contentsOfFile: resultPath, encoding: .utf8).split(separator: " ")
            .map { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1 }
        guard status == 0, result.count == 4 else {
            throw ChildProcessError("child-rusage failed (\(status)): \(result)")
        }
        return Outcome(
            status: result[0] >= 0 ? Int32(result[0]) : nil, signal: result[1] != 0 ? Int32(result[1]) : nil,
            hung: result[2] != 0,
            out: standardOutput == nil
                ? String(decoding: try Data(contentsOf: URL(fileURLWithPath: outPath)), as: UTF8.self) : "",
            error: String(decoding: try Data(contentsOf: URL(fileURLWithPath: errorPath)), as: UTF8.self),
            peakMemory: result[3],
            seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
}

struct ChildProcessError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}

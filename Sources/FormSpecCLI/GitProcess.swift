import FormSpec

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `git`, run for `formspec diff --against` as ``TemplateProcess`` runs `formspec-templates`
/// (`posix_spawn`, the program found on `PATH`), in the current directory, its standard output
/// read through a pipe and its standard error dropped (each failure is told in FormSpec's words).
enum GitProcess {
    /// What a run of git gave: its exit status, and its standard output, at most the bound asked.
    struct Output {
        var status: Int32
        var bytes: [UInt8]
        /// Whether the output was longer than the bound (then only the bound was read).
        var overflowed: Bool
    }

    /// Runs `git ARGUMENTS`, reading at most `limit` bytes of its output; nil when git cannot be run.
    static func run(_ arguments: [String], limit: Int) -> Output? {
        run(bytes: arguments.map { FileName(Array($0.utf8)) }, limit: limit)
    }

    /// Runs git with arguments given as bytes, which need not be UTF-8 (a path git listed).
    static func run(bytes arguments: [FileName], limit: Int) -> Output? {
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else { return nil }
        let cArguments = ([FileName(Array("git".utf8))] + arguments).map { strdup($0.cPath) } + [nil]
        defer { for argument in cArguments { free(argument) } }
        var child = pid_t()
        let spawned = ChildProgram.withFileActions { actions in
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], STDOUT_FILENO)
            posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
            posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
            posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
            return posix_spawnp(&child, "git", &actions, nil, cArguments, environ)
        }
        close(pipeEnds[1])
        defer { close(pipeEnds[0]) }
        guard spawned == 0 else { return nil }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var overflowed = false
        while true {
            let count = SystemCalls.read(pipeEnds[0], into: &buffer)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            guard bytes.count + count <= limit else {
                overflowed = true
                kill(child, SIGTERM)
                break
            }
            bytes += buffer.prefix(count)
        }
        return Output(status: ChildProgram.exitStatus(waitingFor: child), bytes: bytes, overflowed: overflowed)
    }
}

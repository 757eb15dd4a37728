#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the programs formspec starts (`formspec-templates`, `git`, `swift build`) share: the
/// file actions `posix_spawn` takes, and the wait for a child's end.
enum ChildProgram {
    #if canImport(Glibc)
        typealias FileActions = posix_spawn_file_actions_t
    #else
        typealias FileActions = posix_spawn_file_actions_t?
    #endif

    /// `body`'s result, given file actions made before it and freed after it.
    static func withFileActions<Result>(_ body: (inout FileActions) -> Result) -> Result {
        #if canImport(Glibc)
            var actions = posix_spawn_file_actions_t()
        #else
            var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        return body(&actions)
    }

    /// The exit status of `child` once it has ended: 128 + the signal when a signal ended it.
    static func exitStatus(waitingFor child: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0, errno == EINTR {}
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }
}

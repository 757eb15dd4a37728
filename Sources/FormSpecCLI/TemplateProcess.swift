import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `formspec compile --template` with a Stencil template: run by `formspec-templates`, the same
/// command line with Stencil linked, next to `formspec`. `formspec` itself never loads Stencil or
/// Foundation, so that every other run starts as fast as a program that loads neither.
///
/// `formspec-templates` ends with `formspec`, however `formspec` ends (even by SIGKILL, which
/// cannot be passed on): it inherits the reading end of a pipe that only `formspec` can write to,
/// and reading it ends when `formspec` has ended and the system has closed the writing end.
package enum TemplateProcess {
    /// The name of the executable that renders templates.
    static let executableName = "formspec-templates"

    /// The environment variable that gives `formspec-templates` the descriptor of the pipe.
    static let parentPipeVariable = "FORMSPEC_PARENT_PIPE"

    /// Runs `formspec-templates` with this process's arguments, on its standard streams; its exit
    /// status (128 + the signal when a signal ended it). A signal that ends this process is passed
    /// on to it (see ``Interruption``).
    static func run(console: Console) -> Int32 {
        guard let executable = sibling(),
            access(executable, X_OK) == 0 || TemplatesBuild.build(executable, console: console)
        else {
            console.error(
                "error: \(executableName) is not next to formspec; build it (swift build --product \(executableName)) to render templates\n"
            )
            return 1
        }
        // The reading end is inherited; the writing end, closed when a program starts, stays this process's own.
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0, fcntl(pipeEnds[1], F_SETFD, FD_CLOEXEC) == 0 else {
            console.error("error: cannot run \(executable): \(String(cString: strerror(errno)))\n")
            return 1
        }
        defer { close(pipeEnds[1]) }
        let arguments = [executable] + CommandLine.arguments.dropFirst()
        let cArguments = arguments.map { strdup($0) } + [nil]
        defer { for argument in cArguments { free(argument) } }
        let cEnvironment = environment(withPipe: pipeEnds[0]).map { strdup($0) } + [nil]
        defer { for variable in cEnvironment { free(variable) } }
        var child = pid_t()
        let spawned = posix_spawn(&child, executable, nil, nil, cArguments, cEnvironment)
        close(pipeEnds[0])
        guard spawned == 0 else {
            console.error("error: cannot run \(executable): \(String(cString: strerror(spawned)))\n")
            return 1
        }
        Interruption.waitedChild.withLock { $0 = child }
        defer { Interruption.waitedChild.withLock { $0 = nil } }
        return ChildProgram.exitStatus(waitingFor: child)
    }

    /// Ends this process (`formspec-templates`) as a SIGTERM would (see ``Interruption``) when the
    /// `formspec` that started it has ended; nothing when `formspec` did not start it. Call it
    /// after `Interruption.removeTemporaryFilesOnSignal()`.
    package static func endWithParent() {
        guard let value = getenv(parentPipeVariable), let descriptor = Int32(String(cString: value)) else { return }
        DispatchQueue(label: "formspec.parent").async {
            var byte: UInt8 = 0
            var count = read(descriptor, &byte, 1)
            while count < 0, errno == EINTR { count = read(descriptor, &byte, 1) }
            guard count >= 0 || errno != EBADF else { return }
            kill(getpid(), SIGTERM)
        }
    }

    /// This process's environment, with ``parentPipeVariable`` naming `descriptor` and Swift's
    /// hashing made deterministic: a template that prints a dictionary whole (`{{ control }}`)
    /// gets its members in one order on every run, not in the order of a random seed.
    private static func environment(withPipe descriptor: Int32) -> [String] {
        let replaced = [parentPipeVariable, deterministicHashingVariable]
        var variables: [String] = []
        var entry = environ
        while let variable = entry.pointee {
            let text = String(cString: variable)
            if !replaced.contains(where: { text.hasPrefix($0 + "=") }) { variables.append(text) }
            entry += 1
        }
        return variables + ["\(parentPipeVariable)=\(descriptor)", "\(deterministicHashingVariable)=1"]
    }

    /// The Swift runtime's switch for a fixed hashing seed.
    private static let deterministicHashingVariable = "SWIFT_DETERMINISTIC_HASHING"

    /// The path of `formspec-templates` in the folder of this process's executable (which may
    /// not hold it).
    private static func sibling() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        #if os(Linux)
            let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
            guard count > 0 else { return nil }
        #else
            var size = UInt32(buffer.count)
            guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        #endif
        let path = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let slash = path.lastIndex(of: "/") else { return nil }
        return String(path[...slash]) + executableName
    }
}

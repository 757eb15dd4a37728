#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `formspec compile --template` with a Stencil template: run by `formspec-templates`, the same
/// command line with Stencil linked, next to `formspec`. `formspec` itself never loads Stencil or
/// Foundation, so that every other run starts as fast as a program that loads neither.
enum TemplateProcess {
    /// The name of the executable that renders templates.
    static let executableName = "formspec-templates"

    /// Runs `formspec-templates` with this process's arguments, on its standard streams; its exit
    /// status (128 + the signal when a signal ended it). A signal that ends this process is passed
    /// on to it (see ``Interruption``).
    static func run(console: Console) -> Int32 {
        guard let executable = siblingExecutable() else {
            console.error("error: \(executableName) is not next to formspec; build it (swift build --product \(executableName)) to render templates\n")
            return 1
        }
        let arguments = [executable] + CommandLine.arguments.dropFirst()
        let cArguments = arguments.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var child = pid_t()
        let spawned = posix_spawn(&child, executable, nil, nil, cArguments, environ)
        guard spawned == 0 else {
            console.error("error: cannot run \(executable): \(String(cString: strerror(spawned)))\n")
            return 1
        }
        Interruption.waitedChild.withLock { $0 = child }
        defer { Interruption.waitedChild.withLock { $0 = nil } }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0, errno == EINTR {}
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// `formspec-templates` in the folder of this process's executable.
    private static func siblingExecutable() -> String? {
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
        let sibling = String(path[...slash]) + executableName
        return access(sibling, X_OK) == 0 ? sibling : nil
    }
}

import Foundation
import Testing

/// A git work tree in a temporary folder, for `formspec diff --against`, and a way to run a
/// program in it.
struct GitWorkTree {
    let folder: TemporaryFolder
    var path: String { folder.path }

    /// A new repository with no commit.
    init() throws {
        folder = try TemporaryFolder()
        #expect(try git(["init", "-q"]).status == 0)
    }

    /// Commits every file of the work tree.
    func commitAll() throws {
        #expect(try git(["add", "-A"]).status == 0)
        let author = ["-c", "user.name=FormSpec", "-c", "user.email=formspec@example.com"]
        #expect(try git(author + ["commit", "-q", "-m", "a version"]).status == 0)
    }

    func git(_ arguments: [String]) throws -> (status: Int32, out: String, error: String) {
        try Self.run("/usr/bin/env", ["git"] + arguments, in: path, above: path)
    }

    /// Runs the built `formspec` in `directory` (the work tree's top by default).
    func formspec(_ arguments: [String], in directory: String? = nil) throws -> (
        status: Int32, out: String, error: String
    ) {
        try Self.run(ChildProcess.builtExecutable("formspec"), arguments, in: directory ?? path, above: path)
    }

    /// Runs `executable` in `directory`, where git looks for no repository above `top`, its
    /// status and what it printed.
    static func run(_ executable: String, _ arguments: [String], in directory: String, above top: String) throws -> (
        status: Int32, out: String, error: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CEILING_DIRECTORIES"] = (top as NSString).deletingLastPathComponent
        process.environment = environment
        let (out, error) = (Pipe(), Pipe())
        process.standardOutput = out
        process.standardError = error
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: outData, as: UTF8.self),
            String(decoding: errorData, as: UTF8.self)
        )
    }
}

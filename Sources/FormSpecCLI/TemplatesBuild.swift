import FormSpec

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `formspec-templates` built for a `formspec` that SwiftPM built and runs (`swift run formspec
/// compile --template …`): SwiftPM builds only the product it runs, so the first template of a
/// fresh build folder finds no `formspec-templates` next to `formspec`. It is built then, in the
/// same build folder and configuration, quietly (SwiftPM's errors on standard error).
enum TemplatesBuild {
    /// The command that builds the executable `path` names, when its folder is a configuration's
    /// (`debug` or `release`) in a SwiftPM build folder (one holding `workspace-state.json`, as
    /// `.build` and its `x86_64-unknown-linux-gnu`), next to a package's `Package.swift`; else nil.
    static func command(building path: String, fileExists: (String) -> Bool) -> [String]? {
        var folders = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let product = folders.popLast(), let configuration = folders.last,
            configuration == "debug" || configuration == "release"
        else { return nil }
        for up in 1...2 where folders.count > up + 1 {
            let scratch = folders.dropLast(up).joined(separator: "/")
            let package = folders.dropLast(up + 1).joined(separator: "/")
            guard fileExists(scratch + "/workspace-state.json") else { continue }
            guard fileExists(package + "/Package.swift") else { return nil }
            return [
                "swift", "build", "--package-path", package.isEmpty ? "/" : package, "--scratch-path", scratch,
                "--configuration", configuration, "--product", product, "--quiet",
            ]
        }
        return nil
    }

    /// Builds the executable `path` names when ``command(building:fileExists:)`` finds how, saying
    /// so on standard error; whether it was built.
    static func build(_ path: String, console: Console) -> Bool {
        guard let command = command(building: path, fileExists: { access($0, F_OK) == 0 }) else { return false }
        console.error(
            "\(TemplateProcess.executableName) is not built yet: building it (\(command.joined(separator: " ")))\n")
        let cArguments = command.map { strdup($0) } + [nil]
        defer { for argument in cArguments { free(argument) } }
        var child = pid_t()
        let spawned = ChildProgram.withFileActions { actions in
            // What SwiftPM says goes where formspec's messages go, not into what a compile writes on standard output.
            posix_spawn_file_actions_adddup2(&actions, STDERR_FILENO, STDOUT_FILENO)
            return posix_spawnp(&child, command[0], &actions, nil, cArguments, environ)
        }
        guard spawned == 0 else { return false }
        Interruption.waitedChild.withLock { $0 = child }
        defer { Interruption.waitedChild.withLock { $0 = nil } }
        return ChildProgram.exitStatus(waitingFor: child) == 0 && access(path, X_OK) == 0
    }
}

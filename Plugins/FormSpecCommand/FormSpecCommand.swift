import Foundation
import PackagePlugin

/// `swift package formspec check|fix|diff|strings [--target NAME]… [ARGUMENT]…`: runs the `formspec` that
/// the build plugin runs on the package's specs. `check`, `fix`, `strings` and `diff --against REV` are given
/// the folder of every target that holds a `*.form.yaml` or `*.form.yml` (of the `--target` ones when named),
/// which `formspec` searches for specs; `diff OLD NEW` compares the two files it is given. Every other
/// argument goes to `formspec` as it is. `formspec` runs in the package's folder, so its diagnostics name
/// files from there (`Sources/App/checkout.form.yaml:12:11: error: …`), and the command fails when it
/// fails (a spec with errors, a fix that leaves one).
@main
struct FormSpecCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
        let folders = targets.compactMap { $0 as? SourceModuleTarget }
            .filter { target in target.sourceFiles.contains { Self.isSpec($0.url) } }
            .map { Self.path(of: $0.directoryURL, inPackage: context.package.directoryURL) }
            .sorted()
        try Self.perform(
            extractor.remainingArguments, folders: folders, formspec: try context.tool(named: "formspec").url,
            in: context.package.directoryURL
        ) { "no target of \(targetNames.isEmpty ? "the package" : targetNames.joined(separator: ", ")) holds a spec" }
    }

    /// Prints the usage when `arguments` ask for help; otherwise runs `formspec` in `folder` with
    /// ``formspecArguments(_:folders:noSpecs:)``.
    static func perform(
        _ arguments: [String], folders: [String], formspec: URL, in folder: URL, noSpecs: () -> String
    ) throws {
        if let first = arguments.first, ["--help", "-h", "help"].contains(first) {
            print(usage)
            return
        }
        try run(formspec, arguments: try formspecArguments(arguments, folders: folders, noSpecs: noSpecs), in: folder)
    }

    /// The subcommands of `formspec` the command runs.
    static let subcommands = ["check", "fix", "diff", "strings"]

    /// How to use the command, printed for `--help` and with an unknown or missing subcommand.
    static let usage = """
        USAGE: swift package [--allow-writing-to-package-directory] formspec SUBCOMMAND [--target NAME]... [ARGUMENT]...

        SUBCOMMAND: check, fix, strings (on the specs of the package's targets, or of the --target ones),
                    diff --against REV (the same specs), or diff OLD NEW (two files).
        Every other argument is formspec's: `swift package formspec SUBCOMMAND --help` lists them.
        """

    /// Whether `file` is a spec: its name ends as the names the command line searches for do.
    static func isSpec(_ file: URL) -> Bool {
        [".form.yaml", ".form.yml"].contains { file.lastPathComponent.hasSuffix($0) }
    }

    /// `formspec`'s arguments for the command's `arguments` (`--target` taken out): the subcommand and its
    /// arguments, then `folders` when the subcommand searches for specs. Fails with `noSpecs` when it needs
    /// `folders` and there are none, and with the usage when the subcommand is not one of ``subcommands``.
    static func formspecArguments(_ arguments: [String], folders: [String], noSpecs: () -> String) throws
        -> [String]
    {
        guard let subcommand = arguments.first, subcommands.contains(subcommand) else {
            let problem = arguments.first.map { "'\($0)' is not a subcommand of the plugin" } ?? "no subcommand"
            throw CommandError(description: "\(problem)\n\(usage)")
        }
        let comparesFiles =
            subcommand == "diff" && !arguments.contains { $0 == "--against" || $0.hasPrefix("--against=") }
        guard !comparesFiles else { return arguments }
        guard !folders.isEmpty else { throw CommandError(description: noSpecs()) }
        return arguments + folders
    }

    /// Runs `formspec` with `arguments` in `folder`, its output and diagnostics printed as they come; throws
    /// when it does not exit with status 0, so that `swift package` fails too.
    static func run(_ formspec: URL, arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = formspec
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let ending = process.terminationReason == .exit ? "exit status" : "signal"
            throw CommandError(description: "formspec \(arguments[0]) failed (\(ending) \(process.terminationStatus))")
        }
    }

    /// A target's `folder` from the package's `root`, which holds it (`Sources/App`).
    static func path(of folder: URL, inPackage root: URL) -> String {
        let rootPath = root.standardizedFileURL.path
        let path = folder.standardizedFileURL.path
        return path.hasPrefix(rootPath) ? String(path.dropFirst(rootPath.count).drop { $0 == "/" }) : path
    }
}

/// Why the command did not run `formspec`, or what failed.
struct CommandError: Error, CustomStringConvertible {
    var description: String
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension FormSpecCommand: XcodeCommandPlugin {
        /// The same subcommands on the specs of an Xcode project: its whole folder is searched.
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            try Self.perform(
                arguments, folders: ["."], formspec: try context.tool(named: "formspec").url,
                in: context.xcodeProject.directoryURL
            ) { "" }
        }
    }
#endif

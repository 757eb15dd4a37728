import ArgumentParser
import FormSpec

/// A subcommand that writes through a `Console` and returns its exit status.
protocol ConsoleCommand: ParsableCommand {
    func run(console: Console) throws -> Int32
}

/// The `formspec` root command.
struct FormspecCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "formspec",
        abstract: "Check declarative YAML form specs, and compile them into normalized JSON, previews and Swift code.",
        discussion: """
            check reports each spec's mistakes, located, with fixes, and fix applies them; compile writes the normalized JSON, \
            text and HTML previews, and Swift (FormSpecRuntime values, UIKit forms, or your Stencil \
            template's output); preview shows a spec at a glance; lsp serves editors. Each spec is \
            configured by the .formspec.yml nearest to it (formspec config shows how).

            Example: formspec check Samples   (check every spec of a folder; exit status 1 on an error)
            """,
        version: Compiler.version,
        subcommands: [
            CheckCommand.self, FixCommand.self, CompileCommand.self, PreviewCommand.self, StringsCommand.self,
            TemplatesCommand.self,
            SchemaCommand.self,
            DiffCommand.self,
            ExplainCommand.self,
            ConfigCommand.self,
            LSPCommand.self,
        ])
}

/// The command line as a library: runs `formspec` with `arguments` and returns the exit status
/// (0 no errors, 1 errors or standard output not written whole, 64 bad command line).
/// `formspec check FILE...` alone, the commonest line, and `formspec compile FILE... [--emit
/// LIST] [--output-dir DIR]` are run without the parser (see ``CheckCommand/plainPlan(in:)``,
/// ``CompileCommand/plainPlan(in:)``); the parser reads any other.
package enum FormSpecCLI {
    package static func run(_ arguments: [String], console: Console) -> Int32 {
        console.exitStatus(runCommand(arguments, console: console))
    }

    private static func runCommand(_ arguments: [String], console: Console) -> Int32 {
        if let plan = CheckCommand.plainPlan(in: arguments) {
            return CheckCommand.check(plan, console: console)
        }
        if let plan = CompileCommand.plainPlan(in: arguments) {
            return CompileCommand.compile(plan, console: console)
        }
        do {
            let command = try FormspecCommand.parseAsRoot(arguments)
            guard let consoleCommand = command as? ConsoleCommand else {
                var plain = command
                try plain.run()
                return 0
            }
            return try consoleCommand.run(console: console)
        } catch {
            let code = FormspecCommand.exitCode(for: error).rawValue
            let message = FormspecCommand.fullMessage(for: error)
            if !message.isEmpty {
                (code == 0 ? console.out : console.error)(message + "\n")
            }
            return code
        }
    }
}

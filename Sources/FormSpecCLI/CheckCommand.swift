import ArgumentParser
import FormSpec

/// `formspec check FILE...`: parse and validate; diagnostics on standard output.
struct CheckCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check form specs and report every problem, located.",
        discussion: """
            FILE may be a spec, a directory (searched for *.form.yaml and *.form.yml) or - for standard input.

            Example: formspec check Forms --diagnostics-format github   (annotations on a pull request)
            """)

    @Argument(help: "Spec files, directories, or - for standard input.")
    var files: [String] = []

    @OptionGroup var diagnostics: DiagnosticOptions

    func validate() throws {
        guard !files.isEmpty else {
            throw ValidationError("Give at least one spec file, directory, or - for standard input.")
        }
    }

    func run(console: Console) throws -> Int32 {
        Self.check(files, diagnostics.settings, console: console)
    }

    /// Checks `files` and prints what `check` prints; the exit status.
    static func check(_ files: [String], _ diagnostics: DiagnosticSettings, console: Console) -> Int32 {
        let print = { (report: DiagnosticReport) in
            console.out(diagnostics.rendered(report, terminal: console.outIsTerminal, environment: console.environment))
            if diagnostics.format == .text {
                console.error(report.summaryLine(verb: "checked") + "\n")
            }
        }
        guard
            let settings = diagnostics.runSettings(
                finder: ConfigurationFinder(diagnostics.configuration), console: console, printer: print)
        else {
            return 1
        }
        var report = diagnostics.compiler.check(
            paths: files, reader: diagnostics.reader(console: console), jobs: diagnostics.jobs.count,
            settings: settings)
        diagnostics.writeBaselineIfAsked(&report, console: console)
        print(report)
        return report.hasErrors ? 1 : 0
    }

    /// The files of `check FILE...` when that is the whole command line and no argument starts
    /// with `-`, `nil` for any other command line. The parser surely makes of such a line a check
    /// of those files with every option at its default, so ``FormSpecCLI/run(_:console:)`` runs
    /// that check without building the parser's tables, which cost more start-up than checking a
    /// small spec.
    static func plainFiles(in arguments: [String]) -> [String]? {
        guard arguments.count > 1, arguments[0] == configuration.commandName,
            !arguments.contains(where: { $0.first == "-" })
        else {
            return nil
        }
        return Array(arguments.dropFirst())
    }
}

extension DiagnosticReport {
    /// "checked 3 files: 1 error, 2 warnings, 0 infos", with `verb` for what the run did, and
    /// "(2 suppressed, 5 in the baseline)" when some were.
    func summaryLine(verb: String) -> String {
        func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        var held: [String] = []
        if suppressedInSourceCount > 0 { held.append("\(suppressedInSourceCount) suppressed") }
        if baselinedCount > 0 { held.append("\(baselinedCount) in the baseline") }
        return "\(verb) \(counted(fileCount, "file")): \(counted(errorCount, "error")), "
            + "\(counted(warningCount, "warning")), \(counted(infoCount, "info"))"
            + (held.isEmpty ? "" : " (\(held.joined(separator: ", ")))")
    }
}

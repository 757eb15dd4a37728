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
        Self.check(plan(), console: console)
    }

    /// The run the command line asks for.
    func plan() -> RunPlan {
        diagnostics.plan(of: files)
    }

    /// Runs `plan` as `check` does, printing what it prints; the exit status.
    static func check(_ plan: RunPlan, console: Console) -> Int32 {
        var plan = plan
        func print(_ report: DiagnosticReport) {
            console.out(plan.rendered(report, terminal: console.outIsTerminal, environment: console.environment))
            if plan.diagnosticsFormat == .text {
                console.error(report.summaryLine(verb: "checked") + "\n")
            }
        }
        if let failure = plan.readBaseline() {
            print(failure)
            return 1
        }
        var report = plan.check(standardInput: console.standardInput)
        plan.writeBaselineIfAsked(&report, console: console)
        print(report)
        return report.hasErrors ? 1 : 0
    }

    /// The run of `check FILE...` when that is the whole command line and no argument starts
    /// with `-`, `nil` for any other command line. The parser surely makes of such a line a check
    /// of those files with every option at its default, so ``FormSpecCLI/run(_:console:)`` runs
    /// that check without building the parser's tables, which cost more start-up than checking a
    /// small spec.
    static func plainPlan(in arguments: [String]) -> RunPlan? {
        guard arguments.count > 1, arguments[0] == configuration.commandName,
            !arguments.contains(where: { $0.first == "-" })
        else {
            return nil
        }
        return RunPlan(paths: Array(arguments.dropFirst()))
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

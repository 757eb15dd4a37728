import ArgumentParser
import FormSpec

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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

    @Flag(
        help:
            "Report only forms that would be one Swift type (codegen.duplicate-form), as compile --emit swift of these specs together would: what the build plugin runs over a target's specs, which it compiles one by one."
    )
    var duplicateForms = false

    @Option(
        help: ArgumentHelp(
            "Write this file (one Swift comment line; left as it is when it already holds it) when the check passes: the output a build step that runs the check declares.",
            valueName: "file"))
    var stamp: String?

    @OptionGroup var diagnostics: DiagnosticOptions

    func validate() throws {
        guard !files.isEmpty else {
            throw ValidationError("Give at least one spec file, directory, or - for standard input.")
        }
    }

    func run(console: Console) throws -> Int32 {
        let status =
            duplicateForms
            ? Self.checkDuplicateForms(plan(), console: console) : Self.check(plan(), console: console)
        guard status == 0, let stamp else { return status }
        return Self.writeStamp(stamp, console: console)
    }

    /// The run the command line asks for; with `--duplicate-forms`, its specs compiled as for Swift.
    func plan() -> RunPlan {
        diagnostics.plan(of: files, compiler: Compiler(checksSwiftNames: duplicateForms))
    }

    /// Runs `plan` as `check --duplicate-forms` does: its `codegen.duplicate-form` diagnostics
    /// printed as `check` prints, the text format's summary only when there are some (a build
    /// step says nothing when it passes); the exit status.
    static func checkDuplicateForms(_ plan: RunPlan, console: Console) -> Int32 {
        let report = plan.duplicateForms(standardInput: console.standardInput)
        console.out(plan.rendered(report, terminal: console.outIsTerminal, environment: console.environment))
        if plan.diagnosticsFormat == .text, report.hasErrors {
            console.error(report.summaryLine(verb: "checked") + "\n")
        }
        return report.hasErrors ? 1 : 0
    }

    /// Writes the stamp `path`, `--stamp`, as every output is written (a folder refused, a link
    /// followed, a device written through), and not again when it already holds its line: a build
    /// that reruns the check (its tool relinked) then compiles nothing anew; the exit status.
    static func writeStamp(_ path: String, console: Console) -> Int32 {
        do {
            _ = try OutputFile(path: path).update { $0.append(stampLine) }
            return 0
        } catch {
            console.error("error: \((error as? OutputError)?.description ?? "cannot write '\(path)': \(error)")\n")
            return 1
        }
    }

    /// What a stamp holds.
    static let stampLine =
        "// The forms of these specs are Swift types of their own (formspec check --duplicate-forms).\n"

    /// Runs `plan` as `check` does, printing what it prints; the exit status.
    static func check(_ plan: RunPlan, console: Console) -> Int32 {
        let (plan, failure) = plan.readingBaseline()
        func print(_ report: DiagnosticReport) {
            console.out(plan.rendered(report, terminal: console.outIsTerminal, environment: console.environment))
            if plan.diagnosticsFormat == .text {
                console.error(report.summaryLine(verb: "checked") + "\n")
            }
        }
        if let failure {
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
        summaryLine(of: "\(verb) \(Self.counted(fileCount, "file"))")
    }

    /// "SUBJECT: 1 error, 2 warnings, 0 infos", and "(2 suppressed, 5 in the baseline)" when some were.
    func summaryLine(of subject: String) -> String {
        var held: [String] = []
        if suppressedInSourceCount > 0 { held.append("\(suppressedInSourceCount) suppressed") }
        if baselinedCount > 0 { held.append("\(baselinedCount) in the baseline") }
        return "\(subject): \(Self.counted(errorCount, "error")), "
            + "\(Self.counted(warningCount, "warning")), \(Self.counted(infoCount, "info"))"
            + (held.isEmpty ? "" : " (\(held.joined(separator: ", ")))")
    }

    /// "1 file", "2 files".
    static func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}

import ArgumentParser
import FormSpec

/// `formspec check FILE...`: parse and validate; diagnostics on standard output.
struct CheckCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check form specs and report every problem, located.",
        discussion: "FILE may be a spec, a directory (searched for *.yaml and *.yml) or - for standard input.")

    @Argument(help: "Spec files, directories, or - for standard input.")
    var files: [String] = []

    @OptionGroup var diagnostics: DiagnosticOptions

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("Give at least one spec file, directory, or - for standard input.") }
    }

    func run(console: Console) throws -> Int32 {
        let reader = SpecReader(maxFileSize: diagnostics.maxFileSize.bytes, standardInput: console.standardInput)
        let report = diagnostics.judged(Compiler().check(paths: files, reader: reader, jobs: diagnostics.jobs.count))
        console.out(diagnostics.rendered(report, terminal: console.outIsTerminal, environment: console.environment))
        if diagnostics.diagnosticsFormat == .text {
            console.error(report.summaryLine(verb: "checked") + "\n")
        }
        return report.hasErrors ? 1 : 0
    }
}

extension DiagnosticReport {
    /// "checked 3 files: 1 error, 2 warnings, 0 infos", with `verb` for what the run did.
    func summaryLine(verb: String) -> String {
        func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        return "\(verb) \(counted(fileCount, "file")): \(counted(errorCount, "error")), "
            + "\(counted(warningCount, "warning")), \(counted(infoCount, "info"))"
    }
}

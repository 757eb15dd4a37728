import ArgumentParser
import FormSpec

/// `formspec fix FILE...`: applies the fix-its of each spec in place (safe ones; all with
/// `--unsafe`), or shows them (`--diff`) or tells whether there are some (`--check`); what
/// remains on standard error as `check` prints it.
struct FixCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "fix",
        abstract: "Apply the fix-its of form specs in place: the safe ones, or all with --unsafe.",
        discussion: """
            FILE may be a spec, a directory (searched for *.form.yaml and *.form.yml) or - for standard input, whose \
            spec is written fixed to standard output. Every byte outside the fixed ranges is kept; a file with nothing \
            to fix is not written. What remains is printed on standard error. The exit status is 1 when an error \
            remains (or, with --check, when a spec would change), else 0.

            Example: formspec fix Forms --diff   (show what fix would change, writing nothing)
            """)

    @Argument(help: "Spec files, directories, or - for standard input.")
    var files: [String] = []

    @Flag(help: "Apply the unsafe fix-its too: those that guess between meanings or change what the form does.")
    var unsafe = false

    @Flag(help: "Print a unified diff of what would change on standard output, and write nothing.")
    var diff = false

    @Flag(help: "Write nothing; exit with status 1 when a spec would change (with --diff, showing how).")
    var check = false

    @OptionGroup var diagnostics: DiagnosticOptions

    func validate() throws {
        guard !files.isEmpty else {
            throw ValidationError("Give at least one spec file, directory, or - for standard input.")
        }
    }

    func run(console: Console) throws -> Int32 {
        let (plan, failure) = diagnostics.plan(of: files).readingBaseline()
        if let failure {
            console.error(plan.rendered(failure, terminal: console.errorIsTerminal, environment: console.environment))
            return 1
        }
        let mode: FixMode = diff ? .diff : check ? .check : .write
        var fixes = plan.fix(mode: mode, unsafe: unsafe, standardInput: console.standardInput)
        plan.writeBaselineIfAsked(&fixes.report, console: console)
        if let output = fixes.fixedStandardInput { console.writeOut(output) }
        console.out(fixes.diff)
        if !fixes.report.diagnostics.isEmpty || plan.diagnosticsFormat != .text {
            console.error(
                plan.rendered(fixes.report, terminal: console.errorIsTerminal, environment: console.environment))
        }
        if plan.diagnosticsFormat == .text {
            console.error(fixes.listing(wouldFix: mode != .write) + fixes.summaryLine(wouldFix: mode != .write) + "\n")
        }
        return fixes.report.hasErrors || (check && !fixes.changedFiles.isEmpty) ? 1 : 0
    }
}

extension FixReport {
    /// The most fix-its listed for one file: the listing grows with the mistakes fixed, not beyond.
    static let listedPerFile = 1000

    /// One line per fix-it applied, by file in input order and by line (the file's as it was):
    /// "Forms/a.form.yaml:4: fixed spec.unknown-key: write 'label'" ("would fix" when nothing is
    /// written); the fix-its of one line in the order they were applied. Past ``listedPerFile``
    /// fix-its of a file, one line counts the others.
    func listing(wouldFix: Bool) -> String {
        applied.map { name, fixes in
            let file = TerminalText.printable(name)
            let sorted = fixes.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
            var lines = sorted.prefix(Self.listedPerFile).map {
                "\(file):\($0.element.line): \(wouldFix ? "would fix" : "fixed") \($0.element.id.rawValue): \($0.element.message)\n"
            }
            if sorted.count > Self.listedPerFile {
                lines.append("\(file): and \(sorted.count - Self.listedPerFile) more\n")
            }
            return lines.joined()
        }.joined()
    }

    /// "fixed 3 problems in 2 of 5 files; 2 remain: 1 error, 1 warning, 0 infos (1 more fixable
    /// with --unsafe)", "would fix" when nothing is written.
    func summaryLine(wouldFix: Bool) -> String {
        func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        let remaining = report.errorCount + report.warningCount + report.infoCount
        var line =
            "\(wouldFix ? "would fix" : "fixed") \(counted(appliedCount, "problem")) in \(changedFiles.count) of "
            + "\(counted(report.fileCount, "file")); \(remaining) remain\(remaining == 1 ? "s" : ""): "
            + "\(counted(report.errorCount, "error")), \(counted(report.warningCount, "warning")), "
            + counted(report.infoCount, "info")
        if unsafeFixable > 0 { line += " (\(unsafeFixable) more fixable with --unsafe)" }
        return line
    }
}

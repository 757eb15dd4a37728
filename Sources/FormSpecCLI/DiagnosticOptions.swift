import ArgumentParser
import FormSpec

/// How diagnostics are printed and judged, and how specs are configured; shared by every command
/// that reads specs. What the command line leaves unsaid comes from each spec's `.formspec.yml`,
/// else from the defaults.
struct DiagnosticOptions: ParsableArguments {
    @Option(help: "How to print diagnostics: text, json, github or sarif.")
    var diagnosticsFormat: DiagnosticFormat = DiagnosticSettings().format

    @Flag(
        inversion: .prefixedNo,
        help:
            "Treat warnings as errors (they are printed as errors and fail the run); --no-warnings-as-errors overrides a configuration file."
    )
    var warningsAsErrors: Bool?

    @Option(help: "When to colour text diagnostics: auto (on a terminal, unless NO_COLOR is set), always or never.")
    var color: ColorChoice = DiagnosticSettings().color

    @Option(
        help:
            "The largest spec file read, in bytes, or with a K, M or G suffix (KiB, MiB, GiB); 64M unless a configuration file says otherwise."
    )
    var maxFileSize: ByteCount?

    @Option(
        help:
            "How many files to read and compile at once: a whole number of at least 1 (the output is the same for any number)."
    )
    var jobs: JobCount = DiagnosticSettings().jobs

    @Option(
        help: """
            The most diagnostics printed and kept for one file (a whole number, 0 for no limit; 1000 unless a configuration \
            file says otherwise): the first ones by line; report.truncated says how many more there are, and the summary and \
            the exit status count them all.
            """)
    var maxDiagnostics: DiagnosticLimit?

    @Option(
        help: ArgumentHelp(
            "Configure every spec with this file instead of the .formspec.yml nearest to each.", valueName: "file"))
    var config: String?

    @Flag(help: "Read no configuration file: every setting is the command line's or its default.")
    var noConfig = false

    @Option(
        help: ArgumentHelp("Report only the warnings and infos this baseline file does not record.", valueName: "file"))
    var baseline: String?

    @Option(
        help: ArgumentHelp(
            "Record the run's warnings and infos in this baseline file (written after the run).", valueName: "file"))
    var writeBaseline: String?

    func validate() throws {
        if config != nil, noConfig {
            throw ValidationError("--config and --no-config contradict each other; give one of them.")
        }
    }

    /// The options as plain values.
    var settings: DiagnosticSettings {
        DiagnosticSettings(
            format: diagnosticsFormat, warningsAsErrors: warningsAsErrors, color: color, maxFileSize: maxFileSize,
            jobs: jobs, maxDiagnostics: maxDiagnostics,
            configuration: noConfig ? .none : config.map(ConfigurationFinder.Source.file) ?? .nearest,
            baseline: baseline, writeBaseline: writeBaseline)
    }
}

/// What ``DiagnosticOptions`` chose, as plain values that need no parser; the defaults are the
/// options' defaults. A nil value is one the command line does not give: each spec's
/// configuration file, or the default, decides it.
struct DiagnosticSettings: Equatable {
    var format = DiagnosticFormat.text
    var warningsAsErrors: Bool?
    var color = ColorChoice.auto
    var maxFileSize: ByteCount?
    var jobs = JobCount(count: nil)
    var maxDiagnostics: DiagnosticLimit?
    /// Where the specs' configuration comes from.
    var configuration = ConfigurationFinder.Source.nearest
    /// `--baseline` and `--write-baseline`.
    var baseline: String?
    var writeBaseline: String?
    /// Whether code is generated, so that Swift names are checked (not an option: what is emitted says it).
    var checksSwiftNames = false
    /// Whether specs with errors are drafted for the visual preview (`preview --format html`).
    var draftsSpecsWithErrors = false

    /// The compiler these settings ask for (the limits are each spec's: see ``runSettings(console:)``).
    var compiler: Compiler {
        Compiler(checksSwiftNames: checksSwiftNames, draftsSpecsWithErrors: draftsSpecsWithErrors)
    }

    /// The reader of the run's files (each spec's own limit applies when it is read).
    func reader(console: Console) -> SpecReader {
        SpecReader(
            maxFileSize: maxFileSize?.bytes ?? SpecReader.defaultMaxFileSize, standardInput: console.standardInput)
    }

    /// How the run configures each spec, its baseline read; nil after printing why the baseline
    /// cannot be read.
    func runSettings(finder: ConfigurationFinder, console: Console, printer: (DiagnosticReport) -> Void) -> RunSettings?
    {
        var settings = RunSettings(
            finder: finder,
            overrides: RunSettings.Overrides(
                warningsAsErrors: warningsAsErrors, maxFileSize: maxFileSize?.bytes,
                maxDiagnostics: maxDiagnostics?.count))
        settings.recordsBaseline = writeBaseline != nil
        if let baseline {
            switch Baseline.read(baseline) {
            case .success(let read): settings.baseline = read
            case .failure(let report):
                printer(report)
                return nil
            }
        }
        return settings
    }

    /// Writes `--write-baseline` from the run's report, if asked; a file that cannot be written is
    /// an `io.write-failed` of the report.
    func writeBaselineIfAsked(_ report: inout DiagnosticReport, console: Console) {
        guard let writeBaseline else { return }
        let baseline = Baseline.recording(report, path: writeBaseline)
        do {
            _ = try OutputFile(path: writeBaseline).update { $0.append(baseline.json) }
            console.error(
                "recorded \(baseline.count) diagnostic\(baseline.count == 1 ? "" : "s") in the baseline \(writeBaseline)\n"
            )
        } catch {
            let reason = (error as? OutputError)?.description ?? "\(error)"
            report.add([
                Diagnostic(
                    .ioWriteFailed, "cannot write the baseline: \(reason)", file: writeBaseline, range: .fileStart)
            ])
        }
    }

    /// The report printed in the chosen format; colour decided for a stream that may be a terminal.
    func rendered(_ report: DiagnosticReport, terminal: Bool, environment: [String: String]) -> String {
        format.render(report, color: color.isOn(terminal: terminal, environment: environment))
    }
}

/// `--color`.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never

    // The spellings for help and completions, which the parser builds on every run: the
    // library's generic defaults (the same lists) cost start-up in runtime type lookups.
    static var allValueStrings: [String] { allCases.map(\.rawValue) }
    static var allValueDescriptions: [String: String] { [:] }

    func isOn(terminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto: return terminal && environment["NO_COLOR", default: ""].isEmpty && environment["TERM"] != "dumb"
        }
    }
}

extension DiagnosticFormat: ExpressibleByArgument {
    // As for `ColorChoice`: the library's defaults, without their start-up cost.
    package static var allValueStrings: [String] { allCases.map(\.rawValue) }
    package static var allValueDescriptions: [String: String] { [:] }
}

/// A size in bytes, written `1048576`, `512K`, `64M` or `1G` (binary multiples).
struct ByteCount: ExpressibleByArgument, Equatable {
    var bytes: Int

    init(bytes: Int) {
        self.bytes = bytes
    }

    init?(argument: String) {
        guard let bytes = ByteSize.bytes(argument) else { return nil }
        self.bytes = bytes
    }

    var defaultValueDescription: String { "64M" }
}

/// `--jobs N`: a number of threads, at least 1.
struct JobCount: ExpressibleByArgument, Equatable {
    /// The number given, or `nil` for one per active core, which the compiler asks for only
    /// when there is more than one file.
    var count: Int?

    init(count: Int?) {
        self.count = count
    }

    init?(argument: String) {
        guard let count = Int(argument), count > 0 else { return nil }
        self.count = count
    }

    var defaultValueDescription: String { "the number of active cores" }
}

/// `--max-diagnostics N`: the most diagnostics kept for one file, 0 for no limit.
struct DiagnosticLimit: ExpressibleByArgument, Equatable {
    var count: Int

    init(count: Int) {
        self.count = count
    }

    init?(argument: String) {
        guard let count = Int(argument), count >= 0 else { return nil }
        self.count = count
    }

    var defaultValueDescription: String { String(count) }
}

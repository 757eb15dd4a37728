import ArgumentParser
import FormSpec

/// How diagnostics are printed and judged, and how specs are configured; shared by every command
/// that reads specs. What the command line leaves unsaid comes from each spec's `.formspec.yml`,
/// else from the defaults.
struct DiagnosticOptions: ParsableArguments {
    @Option(help: "How to print diagnostics: text, json, github or sarif.")
    var diagnosticsFormat = DiagnosticFormat.text

    @Flag(
        inversion: .prefixedNo,
        help:
            "Treat warnings as errors (they are printed as errors and fail the run); --no-warnings-as-errors overrides a configuration file."
    )
    var warningsAsErrors: Bool?

    @Option(help: "When to colour text diagnostics: auto (on a terminal, unless NO_COLOR is set), always or never.")
    var color = ColorChoice.auto

    @Option(
        help:
            "The largest spec file read, in bytes, or with a K, M or G suffix (KiB, MiB, GiB); 64M unless a configuration file says otherwise."
    )
    var maxFileSize: ByteCount?

    @Option(
        help:
            "How many files to read and compile at once: a whole number of at least 1 (the output is the same for any number)."
    )
    var jobs = JobCount(count: nil)

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

    /// The run of `files` these options ask for, each spec compiled by `compiler` under its
    /// configuration (directories searched as it says).
    func plan(of files: [String], compiler: Compiler = Compiler()) -> RunPlan {
        RunPlan(
            paths: files, configuration: noConfig ? .none : config.map(ConfigurationFinder.Source.file) ?? .nearest,
            overrides: RunSettings.Overrides(
                warningsAsErrors: warningsAsErrors, maxFileSize: maxFileSize?.bytes,
                maxDiagnostics: maxDiagnostics?.count),
            compiler: compiler, jobs: jobs.count, diagnosticsFormat: diagnosticsFormat, color: color,
            baselineFile: baseline, writeBaseline: writeBaseline)
    }
}

extension ColorChoice: ExpressibleByArgument {
    // The spellings for help and completions, which the parser builds on every run: the
    // library's generic defaults (the same lists) cost start-up in runtime type lookups.
    package static var allValueStrings: [String] { allCases.map(\.rawValue) }
    package static var allValueDescriptions: [String: String] { [:] }
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

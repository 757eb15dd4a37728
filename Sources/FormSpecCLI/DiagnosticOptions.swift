import ArgumentParser
import FormSpec

/// How diagnostics are printed and judged; shared by every command that reads specs.
struct DiagnosticOptions: ParsableArguments {
    @Option(help: "How to print diagnostics: text, json, github or sarif.")
    var diagnosticsFormat: DiagnosticFormat = DiagnosticSettings().format

    @Flag(help: "Treat warnings as errors (they are printed as errors and fail the run).")
    var warningsAsErrors = DiagnosticSettings().warningsAsErrors

    @Option(help: "When to colour text diagnostics: auto (on a terminal, unless NO_COLOR is set), always or never.")
    var color: ColorChoice = DiagnosticSettings().color

    @Option(help: "The largest spec file read, in bytes, or with a K, M or G suffix (KiB, MiB, GiB).")
    var maxFileSize: ByteCount = DiagnosticSettings().maxFileSize

    @Option(help: "How many files to read and compile at once: a whole number of at least 1 (the output is the same for any number).")
    var jobs: JobCount = DiagnosticSettings().jobs

    @Option(help: """
        The most diagnostics printed and kept for one file (a whole number, 0 for no limit): the first ones by \
        line; report.truncated says how many more there are, and the summary and the exit status count them all.
        """)
    var maxDiagnostics: DiagnosticLimit = DiagnosticSettings().maxDiagnostics

    /// The options as plain values.
    var settings: DiagnosticSettings {
        DiagnosticSettings(format: diagnosticsFormat, warningsAsErrors: warningsAsErrors, color: color, maxFileSize: maxFileSize,
                           jobs: jobs, maxDiagnostics: maxDiagnostics)
    }
}

/// What ``DiagnosticOptions`` chose, as plain values that need no parser; the defaults are the
/// options' defaults.
struct DiagnosticSettings: Equatable {
    var format = DiagnosticFormat.text
    var warningsAsErrors = false
    var color = ColorChoice.auto
    var maxFileSize = ByteCount(bytes: SpecReader.defaultMaxFileSize)
    var jobs = JobCount(count: nil)
    var maxDiagnostics = DiagnosticLimit(count: Compiler.defaultMaxDiagnostics)
    /// Whether code is generated, so that Swift names are checked (not an option: what is emitted says it).
    var checksSwiftNames = false
    /// Whether specs with errors are drafted for the visual preview (`preview --format html`).
    var draftsSpecsWithErrors = false

    /// The compiler these settings ask for.
    var compiler: Compiler {
        Compiler(maxDiagnostics: maxDiagnostics.count, checksSwiftNames: checksSwiftNames, draftsSpecsWithErrors: draftsSpecsWithErrors)
    }

    /// The report as these settings judge it.
    func judged(_ report: DiagnosticReport) -> DiagnosticReport {
        warningsAsErrors ? report.treatingWarningsAsErrors() : report
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
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
    public static var allValueDescriptions: [String: String] { [:] }
}

/// A size in bytes, written `1048576`, `512K`, `64M` or `1G` (binary multiples).
struct ByteCount: ExpressibleByArgument, Equatable {
    var bytes: Int

    init(bytes: Int) {
        self.bytes = bytes
    }

    init?(argument: String) {
        let multipliers: [Character: Int] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30]
        var digits = Substring(argument)
        var multiplier = 1
        if digits.hasSuffix("iB") || digits.hasSuffix("ib") { digits = digits.dropLast(2) }
        if let last = digits.last?.uppercased().first, let value = multipliers[last] {
            multiplier = value
            digits = digits.dropLast()
        }
        guard let count = Int(digits), count > 0, count <= Int(Int32.max) / multiplier else { return nil }
        bytes = count * multiplier
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

import FormSpecYAML

// ProcessInfo, without the whole of Foundation where the platform has its essentials apart.
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Compiler {
    /// How many files `formspec` works on at once unless `--jobs` says otherwise: one per
    /// active processor.
    package static var defaultJobs: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// Checks every spec the paths name (files, directories, `-`), one failing file never
    /// stopping the others, and gathers one report in print order.
    ///
    /// - Parameters:
    ///   - jobs: how many files are read and checked at once, each on its own thread (at least 1;
    ///     `nil` for ``defaultJobs``, one per core). The report is the same for any number.
    ///   - settings: how each spec is configured; the compiler's own settings where they say
    ///     nothing. The mistakes of the configuration files read are reported too.
    package func check(paths: [String], reader: SpecReader, jobs: Int? = 1, settings: RunSettings = RunSettings())
        -> DiagnosticReport
    {
        RunPlan(
            inputs: reader.inputs(for: paths, configuredBy: settings.finder), settings: settings, compiler: self,
            jobs: jobs
        )
        .check(standardInput: reader.standardInput)
    }
}

extension RunPlan {
    /// Checks every input, one failing file never stopping the others, and gathers one report in
    /// print order, with the mistakes of the configuration files read; `-` reads `standardInput`.
    package func check(standardInput: Int32) -> DiagnosticReport {
        var report = ReportGathering()
        forEachInput(
            standardInput: standardInput,
            { _, spec, loaded in
                FileFindings(loaded) { spec.findings($0) }
            }, then: { report.add($0) })
        return report.finished(reading: inputs, settings: settings)
    }

    /// The diagnostics of one spec's text, configured as the spec at `path` (nil for one without
    /// a file: configured from the current directory), warnings raised as its configuration says:
    /// what the language server publishes for an open document.
    package func diagnostics(of source: SourceFile, at path: String?) -> [Diagnostic] {
        settings.spec(path.map(SpecReader.Input.file) ?? .standardInput, base: compiler).findings(source).diagnostics
    }

    /// Reads each input, as its settings say, and hands it to `work` with them, on up to
    /// ``jobs`` threads (`nil`: ``Compiler/defaultJobs``, asked only for more than one input, as
    /// a single file needs no count of the cores), then hands what `work` returned to `deliver`,
    /// on the calling thread and in input order. Standard input (`standardInput`) is read first,
    /// on the calling thread, so that `-` given twice reads it once, as in order. With
    /// `regularFilesOnly`, a spec file that is not a regular file is refused (`formspec fix`,
    /// which writes specs back, reads no device or FIFO).
    func forEachInput<Outcome: Sendable>(
        standardInput: Int32, regularFilesOnly: Bool = false,
        _ work: @escaping @Sendable (Int, SpecSettings, Result<SourceFile, Diagnostic>) -> Outcome,
        then deliver: (Outcome) -> Void
    ) {
        let jobs = inputs.count > 1 ? (self.jobs ?? Compiler.defaultJobs) : 1
        let (inputs, settings, base) = (inputs, settings, compiler)
        @Sendable func load(_ index: Int) -> (SpecSettings, Result<SourceFile, Diagnostic>) {
            let spec = settings.spec(inputs[index], base: base)
            var reader = spec.reader(standardInput: standardInput)
            reader.readsRegularFilesOnly = regularFilesOnly
            return (spec, reader.load(inputs[index]))
        }
        var readFirst: [Int: (SpecSettings, Result<SourceFile, Diagnostic>)] = [:]
        if jobs > 1 {
            for (index, input) in inputs.enumerated() where input == .standardInput { readFirst[index] = load(index) }
        }
        let alreadyRead = readFirst
        OrderedWork.run(
            count: inputs.count, jobs: jobs,
            work: { index in
                let (spec, loaded) = alreadyRead[index] ?? load(index)
                return work(index, spec, loaded)
            }, deliver: { _, outcome in deliver(outcome) })
    }
}

/// What reading and diagnosing one input found: its findings, and the lines of its source when
/// they point into it.
struct FileFindings: Sendable {
    var findings: SpecFindings
    /// The spec's name, when it could be read.
    var name: String?
    var source: (name: String, lines: SourceLines)?

    init(_ loaded: Result<SourceFile, Diagnostic>, diagnose: (SourceFile) -> SpecFindings) {
        switch loaded {
        case .failure(let diagnostic): self.init(unread: diagnostic)
        case .success(let file): self.init(file, findings: diagnose(file))
        }
    }

    /// The findings of an input that could not be read: why.
    init(unread diagnostic: Diagnostic) {
        findings = SpecFindings(diagnostics: [diagnostic], suppressed: [])
    }

    /// The findings of `file`, what diagnosing it found.
    init(_ file: SourceFile, findings: SpecFindings) {
        self.findings = findings
        // The lines are kept only where a report points into them.
        self.findings.lines = nil
        name = file.name
        if !findings.diagnostics.isEmpty || !findings.suppressed.isEmpty {
            source = (file.name, findings.lines ?? SourceLines(file.bytes))
        }
    }
}

/// One report gathered from the findings of each file, in input order.
struct ReportGathering {
    private var diagnostics: [Diagnostic] = []
    private var suppressed: [Diagnostic] = []
    private var suppressedCounts = SuppressionCounts()
    private var baselineEntries: [String: [Baseline.Entry: Int]] = [:]
    private var sources: [String: SourceLines] = [:]

    mutating func add(_ file: FileFindings) {
        diagnostics += file.findings.diagnostics
        suppressed += file.findings.suppressed
        suppressedCounts = suppressedCounts + file.findings.suppressedCounts
        if let source = file.source { sources[source.name] = source.lines }
        if let name = file.name, !file.findings.baselineEntries.isEmpty {
            baselineEntries[name, default: [:]].merge(file.findings.baselineEntries, uniquingKeysWith: +)
        }
    }

    /// The report of a run over `inputs`, counting the specs (a directory without a spec, or
    /// one a search could not read, is not one), with the mistakes of the configuration files
    /// `settings` read.
    func finished(reading inputs: [SpecReader.Input], settings: RunSettings) -> DiagnosticReport {
        let fileCount = inputs.count(where: \.isSpec)
        let configurations = settings.configurationFindings
        var report = DiagnosticReport(
            diagnostics: diagnostics + configurations.diagnostics, fileCount: fileCount,
            sources: sources.merging(configurations.sources) { spec, _ in spec }, suppressed: suppressed)
        report.ruleOverrides = configurations.overrides
        report.suppressedCounts = suppressedCounts
        report.baselineEntries = baselineEntries
        return report
    }
}

/// What `formspec diff` found: every diagnostic of the specs compared (both versions), and, when
/// none is an error, the changes of each spec.
package struct DiffOutcome: Sendable {
    /// The diagnostics of both versions of every spec, as `check` reports them.
    package var report: DiagnosticReport
    /// The changes of each spec, in input order; empty when a version has an error.
    package var specs: [FormChanges]

    /// Every change counted, by class.
    package var counts: ChangeCounts { specs.reduce(ChangeCounts()) { $0 + $1.counts } }
}

extension RunPlan {
    /// Compiles both versions of each pair (nil: a spec new or deleted), each configured as its
    /// file is, on up to ``jobs`` threads, and compares them, keeping at most `limit` changes of
    /// each spec (0: all). Any error in any version (warnings too when they count as errors)
    /// gives only the diagnostics.
    package func diff(_ pairs: [(old: SpecSource?, new: SpecSource?)], standardInput: Int32, limit: Int) -> DiffOutcome
    {
        let sources = pairs.flatMap { [$0.old, $0.new] }
        var gathering = ReportGathering()
        var versions: [SpecVersion?] = []
        var hasErrors = false
        let (settings, base) = (settings, compiler)
        OrderedWork.run(
            count: sources.count, jobs: sources.count > 1 ? (jobs ?? Compiler.defaultJobs) : 1,
            work: { index in
                sources[index].map { Self.compile($0, settings: settings, base: base, standardInput: standardInput) }
            },
            deliver: { _, compiled in
                if let (findings, version) = compiled {
                    gathering.add(findings)
                    hasErrors = hasErrors || version == nil
                    versions.append(version)
                } else {
                    versions.append(nil)
                }
            })
        let inputs = sources.compactMap { source -> SpecReader.Input? in
            guard let source else { return nil }
            if case .file(let input) = source { return input }
            return .file(source.name)
        }
        let report = gathering.finished(reading: inputs, settings: settings)
        guard !hasErrors, !report.hasErrors else { return DiffOutcome(report: report, specs: []) }
        return DiffOutcome(
            report: report,
            specs: pairs.indices.map { index in
                FormComparison.changes(from: versions[2 * index], to: versions[2 * index + 1], limit: limit)
            })
    }

    /// One version compiled: its findings, and the version when it could be read and has no error.
    private static func compile(
        _ source: SpecSource, settings: RunSettings, base: Compiler, standardInput: Int32
    ) -> (FileFindings, SpecVersion?) {
        let spec: SpecSettings
        let loaded: Result<SourceFile, Diagnostic>
        switch source {
        case .file(let input):
            spec = settings.spec(input, base: base)
            loaded = spec.reader(standardInput: standardInput).load(input)
        case .bytes(let name, let bytes, let path):
            spec = settings.spec(.file(path), base: base)
            loaded = .success(SourceFile(name: name, bytes: bytes))
        }
        var version: SpecVersion?
        let findings = FileFindings(loaded) { file in
            let compilation = spec.compile(file)
            if let form = spec.output(of: compilation) {
                version = SpecVersion(
                    name: file.name, form: form, controlRanges: compilation.controlRanges,
                    idRange: compilation.idRange)
            }
            return compilation.findings(reporting: spec.judged(compilation.diagnostics))
        }
        return (findings, version)
    }
}

extension SpecSource {
    /// The name its diagnostics give it.
    var name: String {
        switch self {
        case .file(let input): return input.name
        case .bytes(let name, _, _): return name
        }
    }
}

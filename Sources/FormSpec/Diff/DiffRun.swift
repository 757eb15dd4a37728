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
    /// file is, and compares them, keeping at most `limit` changes of each spec (0: all). Any
    /// error in any version (warnings too when they count as errors) gives only the diagnostics.
    package func diff(_ pairs: [(old: SpecSource?, new: SpecSource?)], standardInput: Int32, limit: Int) -> DiffOutcome
    {
        var gathering = ReportGathering()
        var versions: [(old: SpecVersion?, new: SpecVersion?)] = []
        var hasErrors = false
        for pair in pairs {
            var version: (old: SpecVersion?, new: SpecVersion?) = (nil, nil)
            if let source = pair.old {
                version.old = compile(source, standardInput: standardInput, into: &gathering)
                hasErrors = hasErrors || version.old == nil
            }
            if let source = pair.new {
                version.new = compile(source, standardInput: standardInput, into: &gathering)
                hasErrors = hasErrors || version.new == nil
            }
            versions.append(version)
        }
        let inputs = pairs.flatMap { [$0.old, $0.new] }.compactMap { source -> SpecReader.Input? in
            guard let source else { return nil }
            if case .file(let input) = source { return input }
            return .file(source.name)
        }
        let report = gathering.finished(reading: inputs, settings: settings)
        guard !hasErrors, !report.hasErrors else { return DiffOutcome(report: report, specs: []) }
        return DiffOutcome(
            report: report, specs: versions.map { FormComparison.changes(from: $0.old, to: $0.new, limit: limit) })
    }

    /// One version compiled, its findings gathered; nil when it cannot be read or has errors.
    private func compile(_ source: SpecSource, standardInput: Int32, into gathering: inout ReportGathering)
        -> SpecVersion?
    {
        let spec: SpecSettings
        let loaded: Result<SourceFile, Diagnostic>
        switch source {
        case .file(let input):
            spec = settings.spec(input, base: compiler)
            loaded = spec.reader(standardInput: standardInput).load(input)
        case .bytes(let name, let bytes, let path):
            spec = settings.spec(.file(path), base: compiler)
            loaded = .success(SourceFile(name: name, bytes: bytes))
        }
        var version: SpecVersion?
        gathering.add(
            FileFindings(loaded) { file in
                let compilation = spec.compile(file)
                if let form = spec.output(of: compilation) {
                    version = SpecVersion(
                        name: file.name, form: form, controlRanges: compilation.controlRanges,
                        idRange: compilation.idRange)
                }
                return compilation.findings(reporting: spec.judged(compilation.diagnostics))
            })
        return version
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

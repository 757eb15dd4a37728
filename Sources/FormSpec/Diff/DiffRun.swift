/// What `formspec diff` found: every diagnostic of the specs compared (both versions), and the
/// changes of each spec whose versions both compiled.
package struct DiffOutcome: Sendable {
    /// The diagnostics of both versions of every spec, as `check` reports them.
    package var report: DiagnosticReport
    /// The changes of each spec, in input order, but for the specs with an error in a version
    /// (those have only their diagnostics).
    package var specs: [FormChanges]

    /// Every change counted, by class.
    package var counts: ChangeCounts { specs.reduce(ChangeCounts()) { $0 + $1.counts } }
}

extension RunPlan {
    /// Compiles both versions of each pair (nil: a spec new or deleted), each configured as its
    /// file is, on up to ``jobs`` threads, and compares them, keeping at most `limit` changes of
    /// each spec (0: all). A spec with an error in either version (warnings too when they count
    /// as errors) is not compared: it has only its diagnostics, and the others are compared.
    package func diff(_ pairs: [(old: SpecSource?, new: SpecSource?)], standardInput: Int32, limit: Int) -> DiffOutcome
    {
        let sources = pairs.flatMap { [$0.old, $0.new] }
        var gathering = ReportGathering()
        var versions: [SpecVersion?] = []
        var failed: [Bool] = []
        let (settings, base) = (settings, compiler)
        OrderedWork.run(
            count: sources.count, jobs: sources.count > 1 ? (jobs ?? Compiler.defaultJobs) : 1,
            work: { index in
                sources[index].map { Self.compile($0, settings: settings, base: base, standardInput: standardInput) }
            },
            deliver: { _, compiled in
                if let (findings, version) = compiled {
                    gathering.add(findings)
                    failed.append(version == nil || findings.findings.diagnostics.contains { $0.severity == .error })
                    versions.append(version)
                } else {
                    failed.append(false)
                    versions.append(nil)
                }
            })
        let inputs = sources.compactMap { source -> SpecReader.Input? in
            switch source {
            case nil: return nil
            // Read by its bytes: a spec, counted as the others.
            case .file(.nonUTF8File(let name))?: return .file(name.text)
            case .file(let input)?: return input
            case let source?: return .file(source.name)
            }
        }
        let report = gathering.finished(reading: inputs, settings: settings)
        return DiffOutcome(
            report: report,
            specs: pairs.indices.compactMap { index in
                guard !failed[2 * index], !failed[2 * index + 1] else { return nil }
                return FormComparison.changes(from: versions[2 * index], to: versions[2 * index + 1], limit: limit)
            })
    }

    /// One version compiled: its findings, and the version when it could be read and has no error.
    private static func compile(
        _ source: SpecSource, settings: RunSettings, base: Compiler, standardInput: Int32
    ) -> (FileFindings, SpecVersion?) {
        let spec: SpecSettings
        let loaded: Result<SourceFile, Diagnostic>
        let path: String?
        switch source {
        case .file(let input):
            spec = settings.spec(input, base: base)
            path = nil
            let reader = spec.reader(standardInput: standardInput)
            // A diff writes nothing named after a spec: one whose name is not UTF-8 is read by its bytes.
            if case .nonUTF8File(let name) = input {
                loaded = reader.load(byBytesOf: name)
            } else {
                loaded = reader.load(input)
            }
        case .bytes(let name, let bytes, let configuredAs):
            spec = settings.spec(.file(configuredAs), base: base)
            loaded = .success(SourceFile(name: name, bytes: bytes))
            path = configuredAs
        case .failed(let diagnostic):
            return (FileFindings(unread: diagnostic), nil)
        }
        var version: SpecVersion?
        let findings = FileFindings(loaded) { file in
            let compilation = spec.compile(file)
            if let form = spec.output(of: compilation) {
                version = SpecVersion(
                    name: file.name, path: path, form: form, controlRanges: compilation.controlRanges,
                    idRange: compilation.idRange, bytes: file.bytes)
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
        case .failed(let diagnostic): return diagnostic.file
        }
    }
}

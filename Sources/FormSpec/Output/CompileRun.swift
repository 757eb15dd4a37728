/// How ``Compiler/compile(paths:reader:into:options:)`` writes its outputs.
public struct CompileOptions: Sendable {
    /// The formats written for each spec, in order.
    public var formats: [OutputFormat]
    /// Whether previews are drawn with ASCII glyphs only.
    public var ascii: Bool
    /// Whether warnings count as errors: a spec with warnings then gets no output.
    public var warningsAsErrors: Bool
    /// Whether to only compare the outputs with the files, writing nothing.
    public var checkOnly: Bool
    /// How many specs are read, compiled and written at once, each on its own thread (at least
    /// 1; `nil` for ``Compiler/defaultJobs``, one per core). The report and the files are the
    /// same for any number.
    public var jobs: Int?

    public init(formats: [OutputFormat] = [.json], ascii: Bool = false, warningsAsErrors: Bool = false, checkOnly: Bool = false,
                jobs: Int? = 1) {
        self.formats = formats
        self.ascii = ascii
        self.warningsAsErrors = warningsAsErrors
        self.checkOnly = checkOnly
        self.jobs = jobs
    }
}

/// What a compile run into a directory did.
public struct CompileReport: Sendable {
    /// One output file of the run and what became of it.
    public struct Output: Sendable {
        public var path: String
        public var outcome: Result<OutputFile.Outcome, OutputError>
    }

    public var diagnostics: DiagnosticReport
    /// Every output of the specs without errors, in the order of the specs and formats.
    public var outputs: [Output]

    /// Whether the run failed: a spec has errors, an output could not be written, or (checking
    /// only) an output would change.
    public var failed: Bool {
        diagnostics.hasErrors || outputs.contains { output in
            switch output.outcome {
            case .success(let outcome): return outcome == .wouldChange
            case .failure: return true
            }
        }
    }
}

extension Compiler {
    /// Compiles every spec the paths name into `directory` (created if missing): `NAME.yaml`
    /// becomes `NAME.json` and `NAME.preview.txt`. A spec with errors gets no output, and one
    /// failing spec never stops the others. Two specs with the same name would write the same
    /// files: the second one in input order fails, naming the first, whether or not the first
    /// compiles. Specs are compiled and written on `options.jobs` threads.
    public func compile(paths: [String], reader: SpecReader, into directory: String, options: CompileOptions) -> CompileReport {
        let inputs = reader.inputs(for: paths)
        let plans = OutputPlan.plans(for: inputs, in: directory, formats: options.formats)
        let created = OutputDirectory.create(directory)
        var report = ReportGathering()
        var outputs: [CompileReport.Output] = []
        forEachInput(inputs, reader: reader, jobs: options.jobs, { index, loaded in
            var written: [CompileReport.Output] = []
            let findings = FileFindings(loaded) { source in
                let compilation = compile(source)
                if let form = compilation.output(warningsAsErrors: options.warningsAsErrors) {
                    written = plans[index].map { $0.write(form, options: options, directoryCreated: created) }
                }
                return compilation.diagnostics
            }
            return (findings, written)
        }, then: { findings, written in
            report.add(findings)
            outputs += written
        })
        var diagnostics = report.finished(fileCount: inputs.count)
        if options.warningsAsErrors { diagnostics = diagnostics.treatingWarningsAsErrors() }
        return CompileReport(diagnostics: diagnostics, outputs: outputs)
    }

    /// Compiles each input, on up to `jobs` threads (`nil`: one per core), one failing file never
    /// stopping the others, and hands each spec that could be read to `body` with its compilation,
    /// on the calling thread and in input order; the report of every diagnostic.
    public func compileEach(_ inputs: [SpecReader.Input], reader: SpecReader, jobs: Int? = 1,
                            _ body: (SourceFile, Compilation) -> Void) -> DiagnosticReport {
        var report = ReportGathering()
        forEachInput(inputs, reader: reader, jobs: jobs, { _, loaded in
            var compiled: (SourceFile, Compilation)?
            let findings = FileFindings(loaded) { source in
                let compilation = compile(source)
                compiled = (source, compilation)
                return compilation.diagnostics
            }
            return (findings, compiled)
        }, then: { findings, compiled in
            if let (source, compilation) = compiled { body(source, compilation) }
            report.add(findings)
        })
        return report.finished(fileCount: inputs.count)
    }
}

/// One output file a spec will write, decided before any spec is compiled: the path, or the
/// spec that already writes it.
struct OutputPlan: Sendable {
    var path: String
    var format: OutputFormat
    /// The earlier spec, in input order, whose output has the same path.
    var takenBy: String?

    /// The outputs of each input, in input order.
    static func plans(for inputs: [SpecReader.Input], in directory: String, formats: [OutputFormat]) -> [[OutputPlan]] {
        var writers: [String: String] = [:]
        return inputs.map { input in
            let name: String
            switch input {
            case .file(let path): name = path
            case .standardInput: name = SourceFile.standardInputName
            }
            return formats.map { format in
                let path = OutputDirectory.path(in: directory, for: name, format: format)
                let first = writers[path]
                if first == nil { writers[path] = name }
                return OutputPlan(path: path, format: format, takenBy: first)
            }
        }
    }

    /// Writes (or, checking only, compares) the file, unless another spec writes it.
    func write(_ form: FormModel, options: CompileOptions, directoryCreated: Result<Void, OutputError>) -> CompileReport.Output {
        if let takenBy {
            return .init(path: path, outcome: .failure(OutputError(path: path, reason: "'\(takenBy)' writes it too; rename one of the specs")))
        }
        let outcome = directoryCreated.flatMap { _ in
            Result { try OutputFile(path: path).update(checkOnly: options.checkOnly) { format.write(form, ascii: options.ascii, into: &$0) } }
                .mapError { $0 as? OutputError ?? OutputError(path: path, reason: "\($0)") }
        }
        return .init(path: path, outcome: outcome)
    }
}

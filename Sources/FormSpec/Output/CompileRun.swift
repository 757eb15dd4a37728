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

    public init(formats: [OutputFormat] = [.json], ascii: Bool = false, warningsAsErrors: Bool = false, checkOnly: Bool = false) {
        self.formats = formats
        self.ascii = ascii
        self.warningsAsErrors = warningsAsErrors
        self.checkOnly = checkOnly
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
    /// files: the second one's outputs fail.
    public func compile(paths: [String], reader: SpecReader, into directory: String, options: CompileOptions) -> CompileReport {
        var outputs: [CompileReport.Output] = []
        var writtenBy: [String: String] = [:]
        let created = OutputDirectory.create(directory)
        var report = compileEach(reader.inputs(for: paths), reader: reader) { source, compilation in
            guard let form = compilation.output(warningsAsErrors: options.warningsAsErrors) else { return }
            for format in options.formats {
                let path = OutputDirectory.path(in: directory, for: source.name, format: format)
                if let first = writtenBy[path] {
                    outputs.append(.init(path: path, outcome: .failure(OutputError(path: path, reason: "'\(first)' writes it too; rename one of the specs"))))
                    continue
                }
                writtenBy[path] = source.name
                let outcome = created.flatMap { _ in
                    Result { try OutputFile(path: path).update(checkOnly: options.checkOnly) { format.write(form, ascii: options.ascii, into: &$0) } }
                        .mapError { $0 as? OutputError ?? OutputError(path: path, reason: "\($0)") }
                }
                outputs.append(.init(path: path, outcome: outcome))
            }
        }
        if options.warningsAsErrors { report = report.treatingWarningsAsErrors() }
        return CompileReport(diagnostics: report, outputs: outputs)
    }

    /// Compiles each input in order, one failing file never stopping the others, and hands each
    /// spec that could be read to `body` with its compilation; the report of every diagnostic.
    public func compileEach(_ inputs: [SpecReader.Input], reader: SpecReader,
                            _ body: (SourceFile, Compilation) -> Void) -> DiagnosticReport {
        report(inputs, reader: reader) { source in
            let compilation = compile(source)
            body(source, compilation)
            return compilation.diagnostics
        }
    }
}

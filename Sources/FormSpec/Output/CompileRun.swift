/// How a compile (``RunPlan/compile(into:standardInput:swift:)``) writes its outputs.
package struct CompileOptions: Sendable {
    /// The formats written for each spec, in order.
    package var formats: [OutputFormat]
    /// Whether previews are drawn with ASCII glyphs only.
    package var ascii: Bool
    /// Whether to only compare the outputs with the files, writing nothing.
    package var checkOnly: Bool
    /// How many specs are read, compiled and written at once, each on its own thread (at least
    /// 1; `nil` for ``Compiler/defaultJobs``, one per core). The report and the files are the
    /// same for any number.
    package var jobs: Int?
    /// The name the outputs take instead of the spec's file name without `.yaml`
    /// (`OUTPUT-NAME.json`), for a run of one spec, such as the build plugin's; `nil` names them
    /// after the spec. Specs of one run that get the same name clash.
    package var outputName: String?
    /// How `swift` is written: the built-in output unless a template is given.
    package var swiftGeneration: SwiftGeneration
    /// The table (`Forms.xcstrings`) from which the `uikit` and `swiftui` screens read their texts.
    package var stringsTable: String

    package init(
        formats: [OutputFormat] = [.json], ascii: Bool = false, checkOnly: Bool = false,
        jobs: Int? = 1, outputName: String? = nil, swiftGeneration: SwiftGeneration = .builtIn(.swift),
        stringsTable: String = CompileOptions.defaultStringsTable
    ) {
        self.formats = formats
        self.ascii = ascii
        self.checkOnly = checkOnly
        self.jobs = jobs
        self.outputName = outputName
        self.swiftGeneration = swiftGeneration
        self.stringsTable = stringsTable
    }

    /// The strings table the screens read their texts from unless the configuration names one.
    package static let defaultStringsTable = "Forms"
}

/// What a compile run into a directory did.
package struct CompileReport: Sendable {
    /// One output file of the run and what became of it.
    package struct Output: Sendable {
        package var path: String
        package var outcome: OutputFile.Outcome
    }

    /// The diagnostics of every spec, with the outputs that could not be written
    /// (`io.write-failed`).
    package var diagnostics: DiagnosticReport
    /// Every output written or compared, in the order of the specs and formats.
    package var outputs: [Output]

    /// Whether the run failed: a spec has errors, an output could not be written, or (checking
    /// only) an output is missing or would change.
    package var failed: Bool {
        diagnostics.hasErrors || outputs.contains { $0.outcome == .wouldChange || $0.outcome == .missing }
    }
}

extension RunPlan {
    /// Compiles every input into `directory` (created if missing, unless checking only):
    /// `NAME.yaml` becomes `NAME.json` and `NAME.preview.txt`, Swift written as `swift` says; `-`
    /// reads `standardInput`. A spec with errors gets no output, and one failing spec never stops
    /// the others. An output that cannot be written is an `io.write-failed` diagnostic of its
    /// spec. Two specs with the same name would write the same files: the second one in input
    /// order gets none, and `io.write-failed` naming the first, whether or not the first compiles.
    /// Temporary files that a killed run left in `directory` are removed first. Specs are
    /// compiled and written on ``jobs`` threads, each configured as its settings say (a spec with
    /// warnings gets no output when they count as errors).
    ///
    /// The Swift of several specs is written once every spec is compiled: two forms that would be
    /// one Swift type get none, and `codegen.duplicate-form` at both ids (``DuplicateFormRule``).
    /// Until then each spec's form is held.
    package func compile(into directory: String, standardInput: Int32, swift: SwiftGeneration) -> CompileReport {
        let options = compileOptions(swift)
        var planned = OutputPlan.plans(for: inputs, in: directory, named: outputs.outputName, formats: formats)
        if let support = supportFilePath(of: swift, in: directory) {
            for index in planned.indices where planned[index].paths.contains(where: { $0.path == support }) {
                planned[index].refused[support] =
                    "it is the support file the built-in screens share, which this run writes; rename the spec"
            }
        }
        let plans = planned
        let directoryReady = outputs.checkOnly ? .success(()) : OutputDirectory.prepare(directory)
        let swiftWaits = formats.contains(.swift) && inputs.count(where: \.isSpec) > 1
        var gathered = CompileGathering()
        var waiting: [CompiledInput] = []
        forEachInput(
            standardInput: standardInput,
            { index, spec, loaded -> CompiledInput.Outcome in
                let input = CompiledInput(
                    loaded, spec: spec, plan: plans[index], options: options, directoryReady: directoryReady,
                    swiftWaits: swiftWaits)
                return swiftWaits ? .waiting(input) : .finished(input.finished(options: options))
            },
            then: { outcome in
                switch outcome {
                case .waiting(let input): waiting.append(input)
                case .finished(let finished): gathered.add(finished)
                }
            })
        if swiftWaits {
            let compiled = waiting
            waiting = []
            let duplicates = DuplicateFormRule.diagnostics(of: compiled.map(\.formOfSwift))
            OrderedWork.run(
                count: compiled.count, jobs: jobs ?? Compiler.defaultJobs,
                work: { compiled[$0].finished(options: options, duplicate: duplicates[$0]) },
                deliver: { gathered.add($1) })
        }
        var diagnostics = gathered.report.finished(reading: inputs, settings: settings)
        diagnostics.add(swift.templateWarnings + gathered.templateFailures, source: swift.template)
        var outputs = gathered.outputs
        if let support = supportFile(of: swift, into: directory, after: outputs, checkOnly: options.checkOnly) {
            switch support {
            case .success(let output): outputs.append(output)
            case .failure(let failure): diagnostics.add([failure])
            }
        }
        return CompileReport(diagnostics: diagnostics, outputs: outputs)
    }

    /// Writes (or, checking only, compares) the support file of a built-in screen template into
    /// `directory`, once whatever the number of specs, when `outputs` hold a Swift file; nil when
    /// there is none to write. A run whose outputs are named (``CompileOptions/outputName``, the
    /// build plugin's one spec per command) writes none: the plugin writes it once per target
    /// (`formspec templates support`), as two commands may not write one file.
    private func supportFile(
        of swift: SwiftGeneration, into directory: String, after outputs: [CompileReport.Output], checkOnly: Bool
    ) -> Result<CompileReport.Output, Diagnostic>? {
        guard case .builtIn(let template) = swift, let support = template.screen?.supportFile,
            let path = supportFilePath(of: swift, in: directory),
            outputs.contains(where: { $0.path.hasSuffix(".swift") })
        else { return nil }
        do {
            let outcome = try OutputFile(path: path).update(checkOnly: checkOnly) { $0.append(support.text) }
            return .success(.init(path: path, outcome: outcome))
        } catch {
            let error = error as? OutputError ?? OutputError(path: path, reason: "\(error)")
            return .failure(Diagnostic(.ioWriteFailed, error.description, file: path, range: .fileStart))
        }
    }

    /// Where the support file of a built-in screen template is written into `directory`; nil when
    /// the run writes none (no screen template, or outputs named by ``Outputs/outputName``).
    private func supportFilePath(of swift: SwiftGeneration, in directory: String) -> String? {
        guard case .builtIn(let template) = swift, let support = template.screen?.supportFile, outputs.outputName == nil
        else {
            return nil
        }
        return directory.hasSuffix("/") ? directory + support.name : directory + "/" + support.name
    }

    /// Compiles each input, one failing file never stopping the others, and hands each spec that
    /// could be read to `body` with its compilation, on the calling thread and in input order,
    /// with the form to write (nil when the spec has errors, or warnings that count as errors);
    /// the report of every diagnostic. `-` reads `standardInput`.
    package func compileEach(
        standardInput: Int32, _ body: (SourceFile, Compilation, FormModel?) -> Void
    ) -> DiagnosticReport {
        var report = ReportGathering()
        forEachInput(
            standardInput: standardInput,
            { _, spec, loaded in
                var compiled: (SourceFile, Compilation, FormModel?)?
                let findings = FileFindings(loaded) { source in
                    let compilation = spec.compile(source)
                    compiled = (source, compilation, spec.output(of: compilation))
                    return compilation.findings(reporting: spec.judged(compilation.diagnostics))
                }
                return (findings, compiled)
            },
            then: { findings, compiled in
                if let (source, compilation, form) = compiled { body(source, compilation, form) }
                report.add(findings)
            })
        return report.finished(reading: inputs, settings: settings)
    }
}

/// The output files one spec will write, decided before any spec is compiled: their paths, and
/// the earlier spec that writes the same ones, if any.
struct OutputPlan: Sendable {
    var paths: [(format: OutputFormat, path: String)]
    /// The earlier spec, in input order, whose outputs have the same paths.
    var takenBy: String?
    /// The outputs that are not written, each with why: an input of the run (`compile a.json
    /// a.yaml --output-dir .`), the support file of the built-in screens.
    var refused: [String: String] = [:]

    /// The outputs of each input, in input order, named `name` or after the input (none for an
    /// input that is not a spec: a directory without specs, a folder a search could not read).
    static func plans(
        for inputs: [SpecReader.Input], in directory: String, named name: String?, formats: [OutputFormat]
    ) -> [OutputPlan] {
        var writers: [String: String] = [:]
        let files = FileIdentity.of(inputs)
        return inputs.map { input in
            guard input.isSpec else { return OutputPlan(paths: [], takenBy: nil) }
            let base = name ?? OutputDirectory.outputName(of: input.name)
            let paths = formats.map { (format: $0, path: OutputDirectory.path(in: directory, named: base, format: $0)) }
            let first = paths.first.flatMap { writers[$0.path] }
            if first == nil, let path = paths.first?.path { writers[path] = input.name }
            var plan = OutputPlan(paths: paths, takenBy: first)
            for (_, path) in paths {
                if let input = FileIdentity(path: path).flatMap({ files[$0] }) {
                    plan.refused[path] =
                        "it is '\(input)', an input of this run, which is left as it is; compile into another --output-dir"
                }
            }
            return plan
        }
    }

    /// The `io.write-failed` of a spec whose outputs an earlier spec writes.
    func clash(source: String) -> Diagnostic? {
        guard let takenBy else { return nil }
        let files = paths.map { "'\($0.path)'" }.joined(separator: " and ")
        return Diagnostic(
            .ioWriteFailed,
            "\(files) \(paths.count == 1 ? "is" : "are") written for '\(takenBy)' already; rename one of the two specs, or compile them into different directories",
            file: source, range: .fileStart,
            notes: [.init(message: "'\(takenBy)' has the same file name", file: takenBy, range: .fileStart)])
    }

    /// Writes (or, checking only, compares) the files of `form` in `formats` (all when nil),
    /// compiled as `compilation`; the outputs, and an `io.write-failed` of `source` for each file
    /// that cannot be written. Each output renders what it needs: the Swift renders the JSON a
    /// control at a time rather than share the whole document with the `json` output.
    func write(
        _ form: FormModel, _ compilation: Compilation, from source: String, formats: Set<OutputFormat>? = nil,
        options: CompileOptions, directoryReady: Result<Void, OutputError>
    ) -> (outputs: [CompileReport.Output], failures: [Diagnostic]) {
        if case .failure(let error) = directoryReady {
            return (
                [],
                [
                    Diagnostic(
                        .ioWriteFailed, "cannot create the output directory '\(error.path)': \(error.reason)",
                        file: source, range: .fileStart)
                ]
            )
        }
        var outputs: [CompileReport.Output] = []
        var failures: [Diagnostic] = []
        for (format, path) in paths where formats?.contains(format) ?? true {
            if let reason = refused[path] {
                failures.append(
                    Diagnostic(.ioWriteFailed, "cannot write '\(path)': \(reason)", file: source, range: .fileStart))
                continue
            }
            do {
                let outcome = try OutputFile(path: path).update(checkOnly: options.checkOnly) {
                    try format.write(form, spec: source, options: options, compilation: compilation, into: &$0)
                }
                outputs.append(.init(path: path, outcome: outcome))
            } catch let diagnostic as Diagnostic {
                failures.append(diagnostic)
            } catch {
                let error = error as? OutputError ?? OutputError(path: path, reason: "\(error)")
                failures.append(Diagnostic(.ioWriteFailed, error.description, file: source, range: .fileStart))
            }
        }
        return (outputs, failures)
    }
}

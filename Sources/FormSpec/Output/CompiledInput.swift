/// One input of a compile run (``RunPlan/compile(into:standardInput:swift:)``), compiled and its
/// outputs written, but for its Swift when that waits until every form of the run is known.
struct CompiledInput: Sendable {
    /// What a compile run gathers of one input once it is finished.
    struct Finished: Sendable {
        var findings: FileFindings
        /// The outputs written or compared, in the order of the formats.
        var outputs: [CompileReport.Output]
        /// What a template reported while rendering the spec (diagnostics of the template).
        var templateFailures: [Diagnostic]
    }

    /// What a worker of the run hands back: an input finished, or one whose Swift waits.
    enum Outcome: Sendable {
        case finished(Finished)
        case waiting(CompiledInput)
    }

    /// The input as read and compiled, or why it could not be read.
    private enum State: Sendable {
        case unread(Diagnostic)
        case compiled(SourceFile, Compilation)
    }

    private var state: State
    private var spec: SpecSettings
    private var plan: OutputPlan
    /// The spec's diagnostics so far: its compilation's, and what writing its outputs found.
    private var diagnostics: [Diagnostic] = []
    private var outputs: [CompileReport.Output] = []
    private var templateFailures: [Diagnostic] = []
    /// Whether the form's Swift is still to write.
    private var swiftWaits = false

    /// Compiles `loaded` as `spec` says and writes its outputs as `plan` names them; its Swift
    /// only later (``finished(options:duplicate:)``) when `swiftWaits` and the directory is ready.
    init(
        _ loaded: Result<SourceFile, Diagnostic>, spec: SpecSettings, plan: OutputPlan, options: CompileOptions,
        directoryReady: Result<Void, OutputError>, swiftWaits: Bool
    ) {
        self.spec = spec
        self.plan = plan
        let source: SourceFile
        switch loaded {
        case .failure(let diagnostic):
            state = .unread(diagnostic)
            return
        case .success(let file): source = file
        }
        let compilation = spec.compile(source)
        state = .compiled(source, compilation)
        diagnostics = compilation.diagnostics
        if let clash = plan.clash(source: source.name) {
            diagnostics.append(clash)
        } else if let form = spec.output(of: compilation) {
            self.swiftWaits = swiftWaits && (try? directoryReady.get()) != nil
            record(
                plan.write(
                    form, compilation, from: source.name,
                    formats: self.swiftWaits ? Set(OutputFormat.allCases).subtracting([.swift]) : nil,
                    options: options, directoryReady: directoryReady),
                of: source)
        }
    }

    /// The form whose Swift waits, for ``DuplicateFormRule``; nil when none waits.
    var formOfSwift: DuplicateFormRule.Form? {
        guard swiftWaits, case .compiled(let source, let compilation) = state, let form = compilation.form else {
            return nil
        }
        return DuplicateFormRule.Form(file: source.name, id: form.id, range: compilation.idRange ?? .fileStart)
    }

    /// The input finished: its Swift written if it waits, unless `duplicate`, its
    /// `codegen.duplicate-form`, is reported instead.
    func finished(options: CompileOptions, duplicate: Diagnostic? = nil) -> Finished {
        var input = self
        let findings: FileFindings
        switch state {
        case .unread(let diagnostic):
            findings = FileFindings(unread: diagnostic)
        case .compiled(let source, let compilation):
            if let duplicate {
                input.diagnostics.append(duplicate)
            } else if swiftWaits, let form = compilation.form {
                input.record(
                    plan.write(
                        form, compilation, from: source.name, formats: [.swift], options: options,
                        directoryReady: .success(())),
                    of: source)
                let order = plan.paths.map(\.path)
                input.outputs.sort { order.firstIndex(of: $0.path) ?? 0 < order.firstIndex(of: $1.path) ?? 0 }
            }
            findings = FileFindings(source, findings: compilation.findings(reporting: spec.judged(input.diagnostics)))
        }
        return Finished(findings: findings, outputs: input.outputs, templateFailures: input.templateFailures)
    }

    /// Keeps what writing outputs of `source` did: a template's diagnostics are about the
    /// template, whose text the report shows.
    private mutating func record(
        _ outcome: (outputs: [CompileReport.Output], failures: [Diagnostic]), of source: SourceFile
    ) {
        outputs += outcome.outputs
        diagnostics += outcome.failures.filter { $0.file == source.name }
        templateFailures += outcome.failures.filter { $0.file != source.name }
    }
}

/// What a compile run gathers of its inputs, in input order.
struct CompileGathering {
    var report = ReportGathering()
    var outputs: [CompileReport.Output] = []
    var templateFailures: [Diagnostic] = []

    mutating func add(_ input: CompiledInput.Finished) {
        report.add(input.findings)
        outputs += input.outputs
        templateFailures += input.templateFailures
    }
}

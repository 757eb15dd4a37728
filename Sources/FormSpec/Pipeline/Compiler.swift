import FormSpecYAML

/// The FormSpec compiler, the pipeline of its stages: read (``SpecReader``) → parse (`YAMLParser`,
/// bytes → node tree) → decode (`SyntaxDecoder`, nodes → ``FormSyntax``) → validate (`Validator`,
/// the rules) → normalize (`FormNormalizer`, syntax → ``FormModel``) → emit (the model's JSON and
/// preview writers). Every stage reports into one ``DiagnosticCollector``. The command line is a
/// thin layer over this type, so a library user can do all it does.
public struct Compiler: Sendable {
    /// FormSpec's version: `formspec --version` prints it and SARIF reports carry it. `-dev` until
    /// a release is tagged (the second edition of the language is `0.2`).
    public static let version = "0.2.0-dev"

    /// The parse stage's bounds: nesting depth and alias expansion.
    public var limits: YAMLLimits
    /// The most diagnostics kept for one file, `0` for no limit (`--max-diagnostics`): the first
    /// ones in print order. When a file has more, the others are only counted, by severity, in
    /// one more diagnostic, `report.truncated`, which a ``DiagnosticReport`` adds to its counts;
    /// every stage holds at most about this many, so that the memory a file of a hundred thousand
    /// mistakes takes stays bounded.
    public var maxDiagnostics: Int

    /// Whether code is generated from the specs (`--emit swift`, a template): then two ids that
    /// give one Swift name are `codegen.name-collision`, an error. JSON keeps ids as written, so
    /// a run that generates no code does not check names.
    public var checksSwiftNames: Bool

    /// How many diagnostics of a file are kept unless said otherwise.
    public static let defaultMaxDiagnostics = 1000

    /// Whether ``compile(_:)`` also makes a ``PreviewDraft`` of a spec with errors, the controls
    /// without errors drawn (`formspec preview --format html`: the page where a designer sees
    /// the errors). Other runs write nothing for such a spec and skip the work.
    public var draftsSpecsWithErrors: Bool

    public init(limits: YAMLLimits = YAMLLimits(), maxDiagnostics: Int = Compiler.defaultMaxDiagnostics, checksSwiftNames: Bool = false,
                draftsSpecsWithErrors: Bool = false) {
        self.limits = limits
        self.maxDiagnostics = maxDiagnostics
        self.checksSwiftNames = checksSwiftNames
        self.draftsSpecsWithErrors = draftsSpecsWithErrors
    }

    /// Parses and validates one spec, returning its diagnostics in print order: all of them, or
    /// the first ``maxDiagnostics`` and `report.truncated`, which counts the others.
    public func check(_ source: SourceFile) -> [Diagnostic] {
        analyze(source).diagnostics
    }

    /// Parses, validates and normalizes one spec: its diagnostics in print order (as ``check(_:)``
    /// returns them), and its normalized form when it has no error, kept or left out.
    public func compile(_ source: SourceFile) -> Compilation {
        var analysis = analyze(source)
        guard let syntax = analysis.syntax.take(), let sourceMap = analysis.sourceMap.take() else {
            return Compilation(diagnostics: analysis.diagnostics, form: nil)
        }
        // The ranges are read now, so that the parsed document (which the map holds) goes before normalizing.
        let controlRanges = syntax.controls.map { sourceMap[$0.place] }
        _ = consume sourceMap
        var normalizer = FormNormalizer()
        guard !analysis.diagnostics.containsErrors else {
            let draft = draftsSpecsWithErrors ? normalizer.draft(syntax, controlRanges: controlRanges, diagnostics: analysis.diagnostics) : nil
            return Compilation(diagnostics: analysis.diagnostics, form: nil, draftWithErrors: draft)
        }
        // Handed over, not copied: the normalizer releases each control's syntax once its model is made.
        return Compilation(diagnostics: analysis.diagnostics, form: normalizer.form(consume syntax), controlRanges: controlRanges)
    }

    /// The parse, decode and validate stages: the diagnostics in print order, and the form's
    /// syntax when the document could be read as a form.
    ///
    /// The parse is asked to hand over each item of the root's `controls` list as soon as it is
    /// read; the decoder decodes it and the validator checks it then, while libyaml reads on
    /// (``StreamedControls``). Every stage reports into one ``DiagnosticCollector``, and keeps at
    /// most ``maxDiagnostics``.
    private func analyze(_ source: SourceFile) -> (diagnostics: [Diagnostic], syntax: FormSyntax?, sourceMap: SourceMap?) {
        let kept = maxDiagnostics > 0 ? maxDiagnostics : .max
        var limits = self.limits
        limits.maxProblems = min(limits.maxProblems, kept)
        var decoder = SyntaxDecoder(bytes: source.bytes, collector: DiagnosticCollector(file: source.name, limit: kept))
        var streamed = StreamedControls()
        let parsed = YAMLParser.parse(source.bytes, limits: limits, handingOverItemsOf: FormKey.controls.rawValue) {
            streamed.decode($0, with: &decoder)
        }
        var syntax: FormSyntax?
        // No root after a YAML syntax error, wherever it is: the file stops there, and the controls
        // decoded while it was read are dropped with their diagnostics.
        if let root = parsed.root {
            syntax = decoder.form(root) { streamed.listedControl($1, with: &$0) }
            if let syntax {
                Validator.check(syntax, into: &decoder.collector)
                if checksSwiftNames { SwiftNameCollisionRule.check(syntax, into: &decoder.collector) }
            }
        } else if parsed.problems.isEmpty {
            decoder.report(.specMissingVersion, "the spec is empty; start it with 'formspec: 1'", at: .fileStart)
        }
        var collector = decoder.collector
        for problem in parsed.problems {
            collector.append(Diagnostic(problem, file: source.name))
        }
        collector.append(parsed.problemsLeftOut)
        return (collector.finished(), syntax, parsed.root?.sourceMap)
    }
}

/// One spec compiled.
public struct Compilation: Sendable {
    /// Every diagnostic kept, in print order (see ``Compiler/maxDiagnostics``).
    public var diagnostics: [Diagnostic]
    /// The normalized form; nil when the spec has errors.
    public var form: FormModel?
    /// Where each control of `form` is written, in its order: the visual preview marks each
    /// diagnostic on the control it is in.
    public var controlRanges: [SourceRange] = []
    /// What the visual preview draws of a spec with errors (see ``Compiler/draftsSpecsWithErrors``).
    public var draftWithErrors: PreviewDraft?

    /// What the visual preview draws: the form with its diagnostics, or, for a spec with errors,
    /// its draft; nil when there is nothing to draw (not a form). A spec whose warnings are
    /// errors (`--warnings-as-errors`) is drawn too: the page is where they are seen.
    public var previewDraft: PreviewDraft? {
        form.map { PreviewDraft($0, controlRanges: controlRanges, diagnostics: diagnostics) } ?? draftWithErrors
    }

    /// The form to emit: none when the spec has errors, or has warnings and `warningsAsErrors`.
    public func output(warningsAsErrors: Bool) -> FormModel? {
        warningsAsErrors && diagnostics.containsWarnings ? nil : form
    }
}

extension Diagnostic {
    /// The diagnostic for a problem the parse stage found.
    init(_ problem: YAMLProblem, file: String) {
        let notes = problem.notes.map { Note(message: $0.message, file: file, range: $0.range) }
        self.init(DiagnosticID(problem.kind), problem.message, file: file, range: problem.range, notes: notes)
    }
}

extension DiagnosticID {
    init(_ kind: YAMLProblem.Kind) {
        switch kind {
        case .invalidEncoding: self = .yamlInvalidEncoding
        case .syntax: self = .yamlSyntax
        case .duplicateKey: self = .yamlDuplicateKey
        case .multipleDocuments: self = .yamlMultipleDocuments
        case .aliasLimit: self = .yamlAliasLimit
        case .depthLimit: self = .yamlDepthLimit
        case .unsupportedTag: self = .yamlUnsupportedTag
        case .tagMismatch: self = .specInvalidValue
        case .invalidMerge: self = .specTypeMismatch
        }
    }
}

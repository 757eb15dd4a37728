import FormSpecYAML

/// The FormSpec compiler, the pipeline of its stages: read (``SpecReader``) → parse (`YAMLParser`,
/// bytes → node tree) → decode (`SyntaxDecoder`, nodes → ``FormSyntax``) → validate (`Validator`,
/// the rules) → normalize (`FormNormalizer`, syntax → ``FormModel``) → emit (the model's JSON and
/// preview writers). Every stage reports into one ``DiagnosticCollector``. The command line is a
/// thin layer over this type, so a library user can do all it does.
package struct Compiler: Sendable {
    /// FormSpec's version: `formspec --version` prints it and SARIF reports carry it. `-dev` until
    /// a release is tagged (the second edition of the language is `0.2`).
    package static let version = "0.2.0-dev"

    /// The parse stage's bounds: nesting depth and alias expansion.
    package var limits: YAMLLimits
    /// The most diagnostics kept for one file, `0` for no limit (`--max-diagnostics`): the first
    /// ones in print order. When a file has more, the others are only counted, by severity, in
    /// one more diagnostic, `report.truncated`, which a ``DiagnosticReport`` adds to its counts;
    /// every stage holds at most about this many, so that the memory a file of a hundred thousand
    /// mistakes takes stays bounded.
    package var maxDiagnostics: Int

    /// Whether code is generated from the specs (`--emit swift`, a template): then two ids that
    /// give one Swift name are `codegen.name-collision`, an error. JSON keeps ids as written, so
    /// a run that generates no code does not check names. Such a run keeps the controls' syntax
    /// whole (``AnalysisMode/wholeSyntax(checkingSwiftNames:)``).
    package var checksSwiftNames: Bool

    /// How many diagnostics of a file are kept unless said otherwise.
    package static let defaultMaxDiagnostics = 1000

    /// Whether ``compile(_:)`` also makes a ``PreviewDraft`` of a spec with errors, the controls
    /// without errors drawn (`formspec preview --format html`: the page where a designer sees
    /// the errors). Other runs write nothing for such a spec and skip the work. A drafting run keeps
    /// the controls' syntax whole (``AnalysisMode/wholeSyntax(checkingSwiftNames:)``).
    package var draftsSpecsWithErrors: Bool

    /// The levels a project's configuration sets (`rules:` of `.formspec.yml`): a diagnostic of
    /// an id turned `off` is not reported, and one of an id given another severity reports with
    /// it (``Diagnostic/defaultSeverity`` then holds the catalogue's).
    package var ruleLevels: RuleLevels

    /// The warnings and infos not to report again (`--baseline`): each record hides one as it is
    /// collected, before ``maxDiagnostics`` applies.
    package var baseline: Baseline?

    /// Whether the findings hold what a baseline written now records (`--write-baseline`):
    /// every warning and info, reported or not.
    var recordsBaseline = false

    package init(
        limits: YAMLLimits = YAMLLimits(), maxDiagnostics: Int = Compiler.defaultMaxDiagnostics,
        checksSwiftNames: Bool = false,
        draftsSpecsWithErrors: Bool = false, ruleLevels: RuleLevels = RuleLevels()
    ) {
        self.limits = limits
        self.maxDiagnostics = maxDiagnostics
        self.checksSwiftNames = checksSwiftNames
        self.draftsSpecsWithErrors = draftsSpecsWithErrors
        self.ruleLevels = ruleLevels
    }

    /// Parses and validates one spec, returning its diagnostics in print order: all of them, or
    /// the first ``maxDiagnostics`` and `report.truncated`, which counts the others. Those its
    /// suppression comments or the ``baseline`` suppress are left out (see ``findings(_:)``).
    package func check(_ source: SourceFile) -> [Diagnostic] {
        findings(source).diagnostics
    }

    /// Parses and validates one spec: the diagnostics it reports, as ``check(_:)`` returns them,
    /// and those its suppression comments or the ``baseline`` suppress.
    package func findings(_ source: SourceFile) -> SpecFindings {
        analyze(source, analysisMode(compiling: false)).findings
    }

    /// Parses, validates and normalizes one spec: its diagnostics in print order (as ``check(_:)``
    /// returns them), and its normalized form when it has no error, kept or left out.
    package func compile(_ source: SourceFile) -> Compilation {
        var analysis = analyze(source, analysisMode(compiling: true))
        if !analysis.earlyModelsHold {
            // Controls took a locale that is not the form's in the end (never seen: the locale read
            // before the controls is the form's, or the spec has errors): the plain way is safe.
            analysis = analyze(source, .wholeSyntax(checkingSwiftNames: false))
        }
        var compilation = Compilation(analysis.findings)
        guard let syntax = analysis.syntax.take(), let sourceMap = analysis.sourceMap.take() else { return compilation }
        // The ranges are read now, so that the parsed document (which the map holds) goes before normalizing.
        let controlRanges = syntax.controlPlaces.map { sourceMap[$0] }
        let idRange = syntax.id.map { sourceMap[$0.place] }
        _ = consume sourceMap
        var normalizer = FormNormalizer()
        guard !compilation.diagnostics.containsErrors else {
            if draftsSpecsWithErrors {
                compilation.draftWithErrors = normalizer.draft(
                    syntax, controlRanges: controlRanges, diagnostics: compilation.diagnostics)
            }
            return compilation
        }
        // Handed over, not copied: the normalizer releases each control's syntax once its model is
        // made, or hands over the models made while the file was read.
        compilation.form = normalizer.form(consume syntax)
        compilation.controlRanges = controlRanges
        compilation.idRange = idRange
        return compilation
    }

    /// What the parse, decode and validate stages made of one spec.
    private struct Analysis {
        /// The diagnostics, in print order.
        var findings: SpecFindings
        /// The form's syntax, when the document could be read as a form.
        var syntax: FormSyntax?
        /// The parsed document's places, when it was read.
        var sourceMap: SourceMap?
        /// Whether the models of the controls normalized while the file was read are the form's:
        /// false only when they took a locale that the form does not have in the end.
        var earlyModelsHold: Bool
    }

    /// The parse, decode and validate stages, one after the other, in `mode`: the parse hands over
    /// each item of the root's `controls` list as soon as it is read, and the decoder decodes it and
    /// the validator checks it then, while libyaml reads on (``StreamedControls``, which keeps of it
    /// what `mode` says); the form's decode takes the controls from there, the rules about the whole
    /// form run, and the parse's problems join last.
    ///
    /// Every stage reports into one ``DiagnosticCollector``, and keeps at most ``maxDiagnostics``.
    /// The collector applies ``ruleLevels``, the spec's suppression comments and the ``baseline`` as
    /// diagnostics arrive, so that the limit counts only what is reported.
    ///
    /// The suppression comments are the text's candidates (``MarkedComments/candidates(_:in:)``),
    /// which the parse confirms as it reads every token anyway. In a file where it cannot (a
    /// candidate in a quoted or block scalar, or next to an anchor or a tag, or a parse that
    /// stopped), the analysis runs again with the comments libyaml's scanner finds
    /// (``SuppressionComments/init(_:file:)``), the plain path: the result is the same either way.
    private func analyze(_ source: SourceFile, _ mode: AnalysisMode) -> Analysis {
        let text = SourceText(source.bytes)
        let candidates = MarkedComments.candidates(SuppressionComments.marker, in: source.bytes)
        let comments = SuppressionComments(candidates, in: text.lines, file: source.name)
        let analysis = analyze(source, text, mode, comments: comments, confirming: candidates.map(\.hashOffset))
        guard candidates.isEmpty || analysis.confirmsComments else {
            return analyze(
                source, text, mode, comments: SuppressionComments(text.lines, file: source.name), confirming: []
            ).analysis
        }
        return analysis.analysis
    }

    /// The analysis of `source` (checked as `text`) with the suppression `comments`, and whether the
    /// parse confirmed the comments at `commentOffsets` (see ``ParseResult/confirmsComments``).
    private func analyze(
        _ source: SourceFile, _ text: SourceText, _ mode: AnalysisMode, comments: SuppressionComments,
        confirming commentOffsets: [Int]
    ) -> (analysis: Analysis, confirmsComments: Bool) {
        var decoder = SyntaxDecoder(bytes: source.bytes, collector: collector(of: source, comments: comments))
        var streamed = StreamedControls(mode)
        let parsed = YAMLParser.parse(
            text, limits: parseLimits, confirming: commentOffsets,
            handingOverItemsOf: FormKey.controls.rawValue,
            rootPair: mode.normalizesEarly ? { streamed.read($0) } : nil
        ) {
            streamed.decode($0, with: &decoder)
        }
        // No root after a YAML syntax error, wherever it is: the file stops there, and the controls
        // decoded while it was read are dropped with their diagnostics.
        let syntax = parsed.root.flatMap { Self.validatedForm($0, mode, decoder: &decoder, streamed: &streamed) }
        if parsed.root == nil, parsed.problems.isEmpty {
            decoder.report(.specMissingVersion, "the spec is empty; start it with 'formspec: 1'", at: .fileStart)
        }
        var collector = decoder.collector
        let readAsYAML = Self.append(parsed, file: source.name, to: &collector)
        // After a YAML error the rest of the file was not checked: a suppression may be for it.
        if readAsYAML {
            for unused in comments.unused(apartFrom: collector.usedSuppressions, file: source.name) {
                collector.append(unused)
            }
        }
        let findings = findings(of: collector, in: text.lines)
        let earlyModelsHold =
            !mode.normalizesEarly || findings.diagnostics.containsErrors
            || syntax.map { streamed.tookFormLocale($0.locale?.value ?? FormModel.defaultLocale) } ?? true
        let analysis = Analysis(
            findings: findings, syntax: syntax, sourceMap: parsed.root?.sourceMap, earlyModelsHold: earlyModelsHold)
        return (analysis, parsed.confirmsComments)
    }

    /// The parse stage's bounds: its problems are kept as the collector keeps diagnostics.
    private var parseLimits: YAMLLimits {
        var limits = self.limits
        limits.maxProblems = min(limits.maxProblems, maxDiagnostics > 0 ? maxDiagnostics : .max)
        return limits
    }

    /// The collector of `source`'s diagnostics: this compiler's limit and rule levels, the spec's
    /// suppression comments (their own problems collected first) and its records in the baseline.
    private func collector(of source: SourceFile, comments: SuppressionComments) -> DiagnosticCollector {
        var collector = DiagnosticCollector(
            file: source.name, limit: maxDiagnostics > 0 ? maxDiagnostics : .max,
            byteBudget: DiagnosticCollector.byteBudget(forFileOfSize: source.bytes.count))
        collector.policy = DiagnosticPolicy(levels: ruleLevels, comments: comments)
        collector.baseline = baseline?.match(for: source)
        for problem in comments.problems { collector.append(problem) }
        return collector
    }

    /// The decode of the form from the parsed `root`, its controls taken from those `streamed`
    /// decoded and checked, then the rules about the whole form (and those of Swift names when
    /// `mode` checks them); nil when the document is not a form.
    private static func validatedForm(
        _ root: Node, _ mode: AnalysisMode, decoder: inout SyntaxDecoder, streamed: inout StreamedControls
    ) -> FormSyntax? {
        guard var syntax = decoder.form(root, listedControls: { streamed.listedControls($1, with: &$0) }) else {
            return nil
        }
        syntax.normalized = streamed.listedNormalized
        syntax.logicFacts = streamed.listedFacts
        Validator.check(syntax, into: &decoder.collector)
        if mode.checksSwiftNames { SwiftNameCollisionRule.check(syntax, into: &decoder.collector) }
        return syntax
    }

    /// Appends the parse's problems to `collector`; whether the document was read as YAML (it has
    /// a root and no `yaml.*` problem).
    private static func append(_ parsed: ParseResult, file: String, to collector: inout DiagnosticCollector) -> Bool {
        var readAsYAML = parsed.root != nil
        for problem in parsed.problems {
            let diagnostic = Diagnostic(problem, file: file)
            readAsYAML = readAsYAML && !diagnostic.id.rawValue.hasPrefix("yaml.")
            collector.append(diagnostic)
        }
        collector.append(parsed.problemsLeftOut)
        return readAsYAML
    }

    /// What `collector` kept of `source`'s diagnostics, in print order, with what a baseline
    /// records when ``recordsBaseline``.
    private func findings(of collector: DiagnosticCollector, in lines: SourceLines) -> SpecFindings {
        var findings = SpecFindings(
            diagnostics: FixItValueRanges.narrowed(collector.finished(), in: lines),
            suppressed: collector.suppressed.sorted(by: Diagnostic.printOrder))
        findings.suppressedCounts = collector.suppressedCounts
        findings.lines = lines
        if recordsBaseline {
            for (id, line) in collector.baselineLines() {
                findings.baselineEntries[Baseline.entry(id, line: line, in: lines), default: 0] += 1
            }
        }
        return findings
    }
}

/// What checking one spec found.
package struct SpecFindings: Sendable {
    /// Every diagnostic kept, in print order (see ``Compiler/maxDiagnostics``).
    package var diagnostics: [Diagnostic]
    /// The diagnostics suppressed (each with its ``Diagnostic/suppression``), in print order: as
    /// many as ``diagnostics`` may hold.
    package var suppressed: [Diagnostic]
    /// How many diagnostics were suppressed, listed or not.
    package var suppressedCounts = SuppressionCounts()
    /// What a baseline records of the spec, when the compiler was asked (``Compiler/recordsBaseline``).
    var baselineEntries: [Baseline.Entry: Int] = [:]
    /// The lines of the spec, when the compiler read it: the report shows its diagnostics in them.
    package var lines: SourceLines?

    package init(diagnostics: [Diagnostic], suppressed: [Diagnostic]) {
        self.diagnostics = diagnostics
        self.suppressed = suppressed
        suppressedCounts = SuppressionCounts(of: suppressed)
    }
}

/// One spec compiled.
package struct Compilation: Sendable {
    /// Every diagnostic kept, in print order (see ``Compiler/maxDiagnostics``).
    package var diagnostics: [Diagnostic]
    /// The normalized form; nil when the spec has errors.
    package var form: FormModel?
    /// The diagnostics suppressed by a comment or a baseline, in print order: not reported, and
    /// not counted, but listed by the `json` and `sarif` formats (as many as ``diagnostics`` may hold).
    package var suppressed: [Diagnostic] = []
    /// How many diagnostics were suppressed, listed or not.
    package var suppressedCounts = SuppressionCounts()
    /// What a baseline records of the spec, when the compiler was asked (``Compiler/recordsBaseline``).
    var baselineEntries: [Baseline.Entry: Int] = [:]
    /// The lines of the spec, when the compiler read it (see ``SpecFindings/lines``).
    var lines: SourceLines?
    /// Where each control of `form` is written, in its order: the visual preview marks each
    /// diagnostic on the control it is in.
    package var controlRanges: [SourceRange] = []
    /// Where the form's `id` is written, when `form` is there: `codegen.duplicate-form` is
    /// reported at it.
    package var idRange: SourceRange?
    /// What the visual preview draws of a spec with errors (see ``Compiler/draftsSpecsWithErrors``).
    package var draftWithErrors: PreviewDraft?

    /// What the visual preview draws: the form with its diagnostics, or, for a spec with errors,
    /// its draft; nil when there is nothing to draw (not a form). A spec whose warnings are
    /// errors (`--warnings-as-errors`) is drawn too: the page is where they are seen.
    package var previewDraft: PreviewDraft? { previewDraft(presenting: { $0 }) }

    /// ``previewDraft``, its form drawn as `presenting` makes it (translated, for
    /// `preview --catalog`) in `language` (``PreviewDraft/language``); a draft with errors is
    /// drawn as the spec writes it.
    package func previewDraft(presenting: (FormModel) -> FormModel, language: String? = nil) -> PreviewDraft? {
        form.map {
            var draft = PreviewDraft(presenting($0), controlRanges: controlRanges, diagnostics: diagnostics)
            draft.language = language
            return draft
        } ?? draftWithErrors
    }

    /// The compilation of a spec that `findings` were found in, before it is normalized.
    init(_ findings: SpecFindings) {
        diagnostics = findings.diagnostics
        suppressed = findings.suppressed
        suppressedCounts = findings.suppressedCounts
        baselineEntries = findings.baselineEntries
        // Kept while the outputs are written only when a report will point into them.
        if !findings.diagnostics.isEmpty || !findings.suppressed.isEmpty { lines = findings.lines }
    }

    /// Its findings, with `diagnostics` reported (its own, judged and with what writing its
    /// outputs found).
    func findings(reporting diagnostics: [Diagnostic]) -> SpecFindings {
        var findings = SpecFindings(diagnostics: diagnostics, suppressed: suppressed)
        findings.suppressedCounts = suppressedCounts
        findings.baselineEntries = baselineEntries
        findings.lines = lines
        return findings
    }

    /// The form to emit: none when the spec has errors, or has warnings and `warningsAsErrors`.
    package func output(warningsAsErrors: Bool) -> FormModel? {
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

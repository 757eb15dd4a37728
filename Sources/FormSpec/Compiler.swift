import FormSpecYAML

/// The FormSpec compiler: read → parse → decode → validate → normalize. Every stage reports into diagnostics; the
/// command line is a thin layer over this type, so a library user can do all it does.
public struct Compiler: Sendable {
    /// The parse stage's bounds (SPEC §8).
    public var limits: YAMLLimits

    public init(limits: YAMLLimits = YAMLLimits()) {
        self.limits = limits
    }

    /// Parses and validates one spec, returning all its diagnostics in print order.
    public func check(_ source: SourceFile) -> [Diagnostic] {
        analyze(source).diagnostics
    }

    /// Parses, validates and normalizes one spec: its diagnostics in print order, and its
    /// normalized form when none of them is an error.
    public func compile(_ source: SourceFile) -> Compilation {
        var analysis = analyze(source)
        guard !analysis.diagnostics.contains(where: { $0.severity == .error }), let syntax = analysis.syntax.take() else {
            return Compilation(diagnostics: analysis.diagnostics, form: nil)
        }
        // Handed over, not copied: the normalizer releases each control's syntax once its model is made.
        var normalizer = FormNormalizer()
        return Compilation(diagnostics: analysis.diagnostics, form: normalizer.form(consume syntax))
    }

    /// The parse, decode and validate stages: the diagnostics in print order, and the form's
    /// syntax when the document could be read as a form.
    private func analyze(_ source: SourceFile) -> (diagnostics: [Diagnostic], syntax: FormSyntax?) {
        var decoder = SyntaxDecoder(file: source.name, bytes: source.bytes)
        let parsed = YAMLParser.parse(source.bytes, limits: limits, watching: FormKey.controls.rawValue) {
            decoder.decodeEarly($0)
        }
        var diagnostics = parsed.problems.map { Diagnostic($0, file: source.name) }
        var syntax: FormSyntax?
        if let root = parsed.root {
            syntax = decoder.form(root)
            if let syntax {
                Validator.check(syntax, into: &decoder.sink)
            }
            // A value the parse stage already reported (an unsupported tag) is not reported twice.
            let reported = Set(diagnostics.map(\.range.start))
            diagnostics += decoder.sink.diagnostics.filter { !reported.contains($0.range.start) }
        } else if parsed.problems.isEmpty {
            diagnostics.append(Diagnostic(
                .specMissingVersion, "the spec is empty; start it with 'formspec: 1'", file: source.name, range: .fileStart))
        }
        return (Compiler.droppingRepeats(diagnostics.sorted(by: Diagnostic.printOrder)), syntax)
    }

    /// A mapping merged in several places (`<<: *base`) is decoded once for each, so a mistake in
    /// it would be reported as many times, at the same place in the same words: once is enough.
    private static func droppingRepeats(_ sorted: [Diagnostic]) -> [Diagnostic] {
        var kept: [Diagnostic] = []
        // The look back is a temporary of the `where` clause, gone before `append` (a slice of
        // `kept` kept alive across it would copy the whole array on every diagnostic).
        for diagnostic in sorted
        where !kept.reversed().prefix(while: { $0.range.start == diagnostic.range.start && $0.id == diagnostic.id }).contains(diagnostic) {
            kept.append(diagnostic)
        }
        return kept
    }
}

/// One spec compiled.
public struct Compilation: Sendable {
    /// Every diagnostic, in print order.
    public var diagnostics: [Diagnostic]
    /// The normalized form; nil when the spec has errors.
    public var form: FormModel?

    /// The form to emit: none when the spec has errors, or has warnings and `warningsAsErrors`.
    public func output(warningsAsErrors: Bool) -> FormModel? {
        warningsAsErrors && diagnostics.contains { $0.severity == .warning } ? nil : form
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

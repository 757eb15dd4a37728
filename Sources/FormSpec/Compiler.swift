import FormSpecYAML

/// The FormSpec compiler: read → parse → decode → validate. Every stage reports into diagnostics; the
/// command line is a thin layer over this type, so a library user can do all it does.
public struct Compiler: Sendable {
    /// The parse stage's bounds (SPEC §8).
    public var limits: YAMLLimits

    public init(limits: YAMLLimits = YAMLLimits()) {
        self.limits = limits
    }

    /// Parses and validates one spec, returning all its diagnostics in print order.
    public func check(_ source: SourceFile) -> [Diagnostic] {
        let parsed = YAMLParser.parse(source.bytes, limits: limits)
        var diagnostics = parsed.problems.map { Diagnostic($0, file: source.name) }
        if let root = parsed.root {
            var decoder = SyntaxDecoder(file: source.name, bytes: source.bytes)
            if let form = decoder.form(root) {
                Validator.check(form, into: &decoder.sink)
            }
            // A value the parse stage already reported (an unsupported tag) is not reported twice.
            let reported = Set(diagnostics.map(\.range.start))
            diagnostics += decoder.sink.diagnostics.filter { !reported.contains($0.range.start) }
        } else if parsed.problems.isEmpty {
            diagnostics.append(Diagnostic(
                .specMissingVersion, "the spec is empty; start it with 'formspec: 1'", file: source.name, range: .fileStart))
        }
        return diagnostics.sorted(by: Diagnostic.printOrder)
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

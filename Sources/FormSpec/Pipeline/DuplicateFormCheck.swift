import FormSpecYAML

extension RunPlan {
    /// Only `codegen.duplicate-form` of the inputs: each compiled, and the forms that would be
    /// written as Swift (those without errors, as ``compiler`` judges them) checked together, as
    /// a compile of them all into one directory would. What the build plugin runs over the specs
    /// of a target, which it compiles one command each: every other diagnostic is reported by
    /// those commands. `-` reads `standardInput`.
    package func duplicateForms(standardInput: Int32) -> DiagnosticReport {
        var forms: [DuplicateFormRule.Form?] = []
        var texts: [String: SourceFile] = [:]
        forEachInput(
            standardInput: standardInput,
            { _, spec, loaded -> (DuplicateFormRule.Form, SourceFile)? in
                guard case .success(let source) = loaded else { return nil }
                let compilation = spec.compile(source)
                guard let form = spec.output(of: compilation) else { return nil }
                return (.init(file: source.name, id: form.id, range: compilation.idRange ?? .fileStart), source)
            },
            then: { found in
                forms.append(found?.0)
                if let (form, source) = found { texts[form.file] = source }
            })
        let diagnostics = DuplicateFormRule.diagnostics(of: forms).compactMap { $0 }
        let sources = Dictionary(
            diagnostics.map { ($0.file, SourceLines(texts[$0.file]?.bytes ?? [])) },
            uniquingKeysWith: { first, _ in first })
        return DiagnosticReport(diagnostics: diagnostics, fileCount: inputs.count(where: \.isSpec), sources: sources)
    }
}

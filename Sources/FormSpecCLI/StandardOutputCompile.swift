import FormSpec

/// Compiles specs and streams one output format of each to standard output, in order, with a
/// blank line between two outputs; diagnostics go to standard error after them. What
/// `formspec preview` does, and `formspec compile` without `--output-dir`.
struct StandardOutputCompile {
    /// The run: its one format is the one written.
    var plan: RunPlan
    /// How `swift` is written: the built-in output, or a template.
    var swiftGeneration = SwiftGeneration.builtIn(.swift)
    /// What a form is drawn as: the form itself, or its translation (`preview --catalog`).
    var presenting: @Sendable (FormModel) -> FormModel = { $0 }
    /// The language `presenting` draws the texts in (`preview --language`), the visual preview's
    /// `lang`; nil: the form's locale's.
    var language: String?

    func run(console: Console) -> Int32 {
        let (plan, failure) = plan.readingBaseline()
        if let failure {
            plan.printOnStandardError(failure, console: console)
            return 1
        }
        let (format, options) = (plan.formats[0], plan.compileOptions(swiftGeneration))
        let draftsSpecsWithErrors = plan.compiler.draftsSpecsWithErrors
        var written = 0
        var templateFailures: [Diagnostic] = []
        var report = plan.compileEach(standardInput: console.standardInput) { source, compilation, form in
            // `preview --format html` draws a spec with errors too: it is where a designer sees them.
            let draft =
                draftsSpecsWithErrors ? compilation.previewDraft(presenting: presenting, language: language) : nil
            guard draft != nil || form != nil else { return }
            var output = OutputBuffer(sink: console.writeOut)
            if written > 0 { output.append("\n") }
            do {
                if let draft {
                    draft.writeHTML(spec: source.name, into: &output)
                } else if let form {
                    try format.write(
                        presenting(form), spec: source.name, options: options, compilation: compilation, into: &output)
                }
            } catch {
                // Only a template throws, and it renders whole before it writes: nothing of this spec was printed.
                templateFailures.append(
                    error as? Diagnostic
                        ?? Diagnostic(.templateRender, "\(error)", file: source.name, range: .fileStart))
                return
            }
            output.finish()
            written += 1
        }
        report.add(swiftGeneration.templateWarnings + templateFailures, source: swiftGeneration.template)
        plan.writeBaselineIfAsked(&report, console: console)
        plan.printOnStandardError(report, console: console)
        return report.hasErrors ? 1 : 0
    }
}

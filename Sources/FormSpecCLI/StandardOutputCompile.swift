import FormSpec

/// Compiles specs and streams one output format of each to standard output, in order, with a
/// blank line between two outputs; diagnostics go to standard error after them. What
/// `formspec preview` does, and `formspec compile` without `--output-dir`.
struct StandardOutputCompile {
    var format: OutputFormat
    var ascii: Bool
    var diagnostics: DiagnosticSettings
    /// How `swift` is written: the built-in output, or a template.
    var swiftGeneration = SwiftGeneration.builtIn

    func run(_ files: [String], finder: ConfigurationFinder, console: Console) -> Int32 {
        guard
            let settings = diagnostics.runSettings(
                finder: finder, console: console, printer: { diagnostics.printOnStandardError($0, console: console) })
        else {
            return 1
        }
        let reader = diagnostics.reader(console: console)
        let inputs = reader.inputs(for: files, configuredBy: finder)
        var written = 0
        var templateFailures: [Diagnostic] = []
        let options = CompileOptions(ascii: ascii, swiftGeneration: swiftGeneration)
        var report = diagnostics.compiler.compileEach(
            inputs, reader: reader, jobs: diagnostics.jobs.count, settings: settings
        ) { source, compilation, form in
            // `preview --format html` draws a spec with errors too: it is where a designer sees them.
            let draft = diagnostics.draftsSpecsWithErrors ? compilation.previewDraft : nil
            guard draft != nil || form != nil else { return }
            var output = OutputBuffer(sink: console.writeOut)
            if written > 0 { output.append("\n") }
            do {
                if let draft {
                    draft.writeHTML(spec: source.name, into: &output)
                } else if let form {
                    try format.write(form, spec: source.name, options: options, compilation: compilation, into: &output)
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
        report.add(templateFailures, source: swiftGeneration.template)
        diagnostics.writeBaselineIfAsked(&report, console: console)
        diagnostics.printOnStandardError(report, console: console)
        return report.hasErrors ? 1 : 0
    }
}

extension DiagnosticSettings {
    /// Prints the report on standard error, where `compile` and `preview` print diagnostics,
    /// with the summary line when there is something to sum up.
    func printOnStandardError(_ report: DiagnosticReport, console: Console) {
        guard !report.diagnostics.isEmpty || format != .text else { return }
        console.error(rendered(report, terminal: console.errorIsTerminal, environment: console.environment))
        if format == .text {
            console.error(report.summaryLine(verb: "compiled") + "\n")
        }
    }
}

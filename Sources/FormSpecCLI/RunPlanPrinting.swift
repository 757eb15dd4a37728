import FormSpec

extension RunPlan {
    /// The report printed in the plan's format; colour decided for a stream that may be a terminal.
    func rendered(_ report: DiagnosticReport, terminal: Bool, environment: [String: String]) -> String {
        diagnosticsFormat.render(report, color: color.isOn(terminal: terminal, environment: environment))
    }

    /// Prints the report on standard error, where `compile` and `preview` print diagnostics,
    /// with the summary line when there is something to sum up: "compiled N files: …" unless
    /// `summary` says what the run did.
    func printOnStandardError(_ report: DiagnosticReport, console: Console, summary: String? = nil) {
        guard !report.diagnostics.isEmpty || diagnosticsFormat != .text else { return }
        console.error(rendered(report, terminal: console.errorIsTerminal, environment: console.environment))
        if diagnosticsFormat == .text {
            console.error((summary ?? report.summaryLine(verb: "compiled")) + "\n")
        }
    }

    /// Writes `--write-baseline` from the run's report, if asked; a file that cannot be written is
    /// an `io.write-failed` of the report.
    func writeBaselineIfAsked(_ report: inout DiagnosticReport, console: Console) {
        guard let writeBaseline else { return }
        let baseline = Baseline.recording(report, path: writeBaseline)
        do {
            if let input = FileIdentity(path: writeBaseline).flatMap({ FileIdentity.of(inputs)[$0] }) {
                throw OutputError(
                    path: writeBaseline, reason: "it is '\(input)', an input of this run, which is left as it is")
            }
            _ = try OutputFile(path: writeBaseline).update { $0.append(baseline.json) }
            console.error(
                "recorded \(baseline.count) diagnostic\(baseline.count == 1 ? "" : "s") in the baseline \(writeBaseline)\n"
            )
        } catch {
            let reason = (error as? OutputError)?.description ?? "\(error)"
            report.add([
                Diagnostic(
                    .ioWriteFailed, "cannot write the baseline: \(reason)", file: writeBaseline, range: .fileStart)
            ])
        }
    }
}

/// What `formspec fix` does with the specs it fixed.
package enum FixMode: Sendable {
    /// Writes each changed spec in place (atomically; standard input's text to standard output).
    case write
    /// Writes nothing: tells whether something would change (`--check`).
    case check
    /// Writes nothing: a unified diff of each change (`--diff`).
    case diff
}

/// What `formspec fix` did over a run's specs.
package struct FixReport: Sendable {
    /// What remains of each spec after fixing, as `check` reports it, with what could not be
    /// read or written.
    package var report: DiagnosticReport
    /// The fix-its applied (or, with ``FixMode/check`` and ``FixMode/diff``, that would be), by
    /// spec in input order.
    package var applied: [(file: String, fixes: [AppliedFix])] = []
    /// The specs that changed (or would), in input order.
    package var changedFiles: [String] = []
    /// The unified diff of every change, in input order (``FixMode/diff``).
    package var diff = ""
    /// Standard input's spec after fixing, changed or not (``FixMode/write``), to be written to
    /// standard output.
    package var fixedStandardInput: [UInt8]?
    /// How many remaining diagnostics `--unsafe` would fix.
    package var unsafeFixable = 0

    /// How many fix-its were applied in all.
    package var appliedCount: Int { applied.reduce(0) { $0 + $1.fixes.count } }
}

extension RunPlan {
    /// One spec's text fixed as `formspec fix` fixes it (safe fix-its only unless `unsafe`),
    /// configured as the spec at `path` (nil for one without a file): the language server's
    /// `source.fixAll.formspec`, which stops between rounds when `shouldStop` says so (its
    /// request cancelled).
    package func fixed(
        _ source: SourceFile, at path: String?, unsafe: Bool = false,
        stoppingWhen shouldStop: @escaping @Sendable () -> Bool = { false }
    ) -> FixedSpec {
        var fixer = SpecFixer(
            checker: settings.spec(path.map(SpecReader.Input.file) ?? .standardInput, base: compiler),
            appliesUnsafe: unsafe)
        fixer.shouldStop = shouldStop
        return fixer.fix(source)
    }

    /// Fixes every input (see ``SpecFixer``), one failing file never stopping the others: each
    /// read as `check` reads it, but only when it is a regular file (a device, a FIFO or a
    /// folder is refused, located); a spec whose configuration has an error is checked, not
    /// fixed. A changed file is written as `mode` says, through ``OutputFile`` (a temporary
    /// file renamed over it; a link followed); an unchanged one is never written.
    package func fix(mode: FixMode, unsafe: Bool, standardInput: Int32) -> FixReport {
        var gathering = ReportGathering()
        var result = FixReport(report: DiagnosticReport(diagnostics: [], fileCount: 0))
        forEachInput(
            standardInput: standardInput, regularFilesOnly: true,
            { index, spec, loaded in
                guard case .success(let file) = loaded, spec.configurationIsValid else {
                    return FileFix(findings: FileFindings(loaded) { spec.findings($0) })
                }
                let fixed = SpecFixer(checker: spec, appliesUnsafe: unsafe).fix(file)
                var outcome = FileFix(
                    findings: FileFindings(SourceFile(name: file.name, bytes: fixed.bytes), findings: fixed.findings))
                outcome.fixed = fixed
                if mode == .write, inputs[index] == .standardInput { outcome.standardOutput = fixed.bytes }
                guard fixed.changed else { return outcome }
                switch mode {
                case .diff:
                    outcome.diff = UnifiedDiff.of(file.bytes, fixed.bytes, name: file.name)
                case .check:
                    break
                case .write where inputs[index] == .standardInput:
                    break
                case .write:
                    do {
                        _ = try OutputFile(path: file.name).update(replacing: file.bytes) { $0.append(fixed.bytes) }
                    } catch {
                        let reason = (error as? OutputError)?.description ?? "cannot write '\(file.name)': \(error)"
                        outcome.findings.findings.diagnostics.insert(
                            Diagnostic(
                                .ioWriteFailed, reason + "; the spec is left as it was", file: file.name,
                                range: .fileStart), at: 0)
                    }
                }
                return outcome
            },
            then: { outcome in
                gathering.add(outcome.findings)
                guard let fixed = outcome.fixed, let name = outcome.findings.name else { return }
                result.unsafeFixable += fixed.unsafeFixable
                if let output = outcome.standardOutput { result.fixedStandardInput = output }
                guard fixed.changed else { return }
                result.applied.append((name, fixed.applied))
                result.changedFiles.append(name)
                result.diff += outcome.diff
            })
        result.report = gathering.finished(reading: inputs, settings: settings)
        return result
    }
}

/// What fixing one input gave: its findings (what remains), its fixed spec, its diff, and the
/// text standard input's spec is written as.
private struct FileFix: Sendable {
    var findings: FileFindings
    var fixed: FixedSpec?
    var diff = ""
    var standardOutput: [UInt8]?
}

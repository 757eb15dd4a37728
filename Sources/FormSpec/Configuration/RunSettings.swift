import FormSpecYAML

/// How one run configures its specs: each by its configuration file (``ConfigurationFinder``),
/// under what the command line says (``Overrides``), with the run's baseline.
package struct RunSettings: Sendable {
    /// What the command line says, overriding every configuration file; nil where it says nothing.
    package struct Overrides: Sendable, Equatable {
        package var warningsAsErrors: Bool?
        package var maxFileSize: Int?
        package var maxDiagnostics: Int?

        package init(warningsAsErrors: Bool? = nil, maxFileSize: Int? = nil, maxDiagnostics: Int? = nil) {
            self.warningsAsErrors = warningsAsErrors
            self.maxFileSize = maxFileSize
            self.maxDiagnostics = maxDiagnostics
        }
    }

    package var finder: ConfigurationFinder
    package var overrides: Overrides
    /// The diagnostics a run does not report again (`--baseline`).
    package var baseline: Baseline?
    /// Whether the run's report holds what a baseline written from it records
    /// (``Baseline/recording(_:path:)``): every warning and info its specs have, reported or
    /// not, a few dozen bytes each. A run that will not write one (the command line without
    /// `--write-baseline`) saves that memory.
    package var recordsBaseline = true

    /// Settings that read no configuration file: every value the command line's, else its default.
    package init(
        finder: ConfigurationFinder = ConfigurationFinder(.none), overrides: Overrides = Overrides(),
        baseline: Baseline? = nil
    ) {
        self.finder = finder
        self.overrides = overrides
        self.baseline = baseline
    }

    /// The settings of one input, compiled by `base` (whose limit is the default one).
    func spec(_ input: SpecReader.Input, base: Compiler) -> SpecSettings {
        let configuration = finder.configuration(for: input)
        var compiler = base
        compiler.maxDiagnostics = overrides.maxDiagnostics ?? configuration.maxDiagnostics?.value ?? base.maxDiagnostics
        compiler.ruleLevels = configuration.ruleLevels
        compiler.baseline = baseline
        compiler.recordsBaseline = recordsBaseline
        return SpecSettings(
            compiler: compiler,
            maxFileSize: overrides.maxFileSize ?? configuration.maxFileSize?.value ?? SpecReader.defaultMaxFileSize,
            warningsAsErrors: overrides.warningsAsErrors ?? configuration.warningsAsErrors?.value ?? false,
            configurationIsValid: !configuration.hasErrors)
    }

    /// The mistakes of every configuration file the run read, once each, with their texts, and
    /// the levels they set.
    var configurationFindings:
        (diagnostics: [Diagnostic], sources: [String: SourceLines], overrides: [DiagnosticReport.RuleOverride])
    {
        var diagnostics: [Diagnostic] = []
        var sources: [String: SourceLines] = [:]
        var overrides: [DiagnosticReport.RuleOverride] = []
        for configuration in finder.filesRead {
            let file = configuration.file ?? Configuration.fileName
            overrides += configuration.ruleLevels.changed.map {
                DiagnosticReport.RuleOverride(id: $0.id, level: $0.level, file: file)
            }
            guard !configuration.diagnostics.isEmpty else { continue }
            diagnostics += configuration.diagnostics
            if let source = configuration.source { sources[file] = SourceLines(source.bytes) }
        }
        return (diagnostics, sources, overrides)
    }
}

/// How one spec is read, checked and judged.
struct SpecSettings: Sendable {
    var compiler: Compiler
    var maxFileSize: Int
    var warningsAsErrors: Bool
    /// Whether the spec's configuration file has no error: a spec configured by a broken file
    /// gets no output, as its configuration may not be the one meant.
    var configurationIsValid: Bool

    /// The spec's findings, warnings raised as configured.
    func findings(_ source: SourceFile) -> SpecFindings {
        var findings = compiler.findings(source)
        findings.diagnostics = judged(findings.diagnostics)
        return findings
    }

    /// The spec compiled (warnings not yet raised: see ``judged(_:)``).
    func compile(_ source: SourceFile) -> Compilation {
        compiler.compile(source)
    }

    /// The form to write of `compilation`: none when the spec has errors, warnings that count as
    /// errors, or a configuration with errors.
    func output(of compilation: Compilation) -> FormModel? {
        configurationIsValid ? compilation.output(warningsAsErrors: warningsAsErrors) : nil
    }

    /// `diagnostics` with warnings raised to errors when they count as errors.
    func judged(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        warningsAsErrors ? diagnostics.map { $0.raisingWarningsToErrors() } : diagnostics
    }

    /// A reader of files of this spec's size limit, `-` reading `standardInput`.
    func reader(standardInput: Int32) -> SpecReader {
        SpecReader(maxFileSize: maxFileSize, standardInput: standardInput)
    }
}

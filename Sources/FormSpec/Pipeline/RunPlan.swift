/// One run over specs, decided once before any spec is read: the command line's options and the
/// configuration files resolved together. Every stage reads it: the inputs (directories searched),
/// how each spec is configured (``settings``: its configuration file under the command line's
/// limits and warnings-as-errors, and the baseline), the compiler each spec starts from, what a
/// compile writes where, and how diagnostics are printed. Each spec gets its own settings from it
/// (``RunSettings``), since its configuration file may differ from another's.
///
/// A command makes it once and hands it down; what it names that must be read (the baseline, a
/// template) is read when the run starts (``readBaseline()``).
package struct RunPlan: Sendable {
    /// The specs, in the order given: directories searched as their configuration says, `-` for
    /// standard input.
    package var inputs: [SpecReader.Input]
    /// How each spec is configured: the run's configuration files, what the command line says over
    /// them, and the baseline once read.
    package var settings: RunSettings
    /// The compiler each spec starts from (whether Swift names are checked, whether specs with
    /// errors are drafted); each spec's settings give it its limit and its rule levels.
    package var compiler: Compiler
    /// How many files are read and compiled at once (`nil`: one per core, asked only for more
    /// than one file).
    package var jobs: Int?
    /// The formats a compile writes of each spec, in order.
    package var formats: [OutputFormat] = [.json]
    /// The template of the swift output: a built-in one's name or a file's path; nil for the
    /// built-in `swift` output.
    package var template: String?
    /// The directory a compile writes into; nil for standard output.
    package var outputDir: String?
    /// The strings table the `uikit` and `swiftui` screens read their texts from.
    package var stringsTable = CompileOptions.defaultStringsTable
    /// The name of the outputs of the run's one spec, instead of the spec's.
    package var outputName: String?
    /// Whether a compile only compares its outputs with the files, writing nothing.
    package var checkOnly = false
    /// Whether previews are drawn with ASCII glyphs only.
    package var ascii = false
    /// How diagnostics are printed.
    package var diagnosticsFormat = DiagnosticFormat.text
    /// When text diagnostics are coloured.
    package var color = ColorChoice.auto
    /// The baseline file to read before the run (`--baseline`).
    package var baselineFile: String?
    /// The baseline file to write after the run (`--write-baseline`): the run's report then holds
    /// what it records (``RunSettings/recordsBaseline``).
    package var writeBaseline: String? {
        didSet { settings.recordsBaseline = writeBaseline != nil }
    }

    /// A plan of `paths`, each spec configured as `configuration` says under `overrides`; every
    /// other value its default, no baseline read or written.
    package init(
        paths: [String], configuration: ConfigurationFinder.Source = .nearest,
        overrides: RunSettings.Overrides = RunSettings.Overrides(), compiler: Compiler = Compiler(), jobs: Int? = nil
    ) {
        let finder = ConfigurationFinder(configuration)
        self.init(
            inputs: SpecReader().inputs(for: paths, configuredBy: finder),
            settings: RunSettings(finder: finder, overrides: overrides), compiler: compiler, jobs: jobs)
        settings.recordsBaseline = false
    }

    /// A plan of `inputs`, found by the finder of `settings`.
    package init(inputs: [SpecReader.Input], settings: RunSettings, compiler: Compiler, jobs: Int?) {
        self.inputs = inputs
        self.settings = settings
        self.compiler = compiler
        self.jobs = jobs
    }

    /// Whether a configuration file of the specs has an error: a compile then reports it and
    /// writes nothing, whatever the command line asks.
    package var configurationHasErrors: Bool {
        inputs.contains { settings.finder.configuration(for: $0).hasErrors }
    }

    /// The size limit of what is read for the whole run (a template): the command line's, else the default.
    package var maxFileSize: Int {
        settings.overrides.maxFileSize ?? SpecReader.defaultMaxFileSize
    }

    /// The most diagnostics kept of what is read for the whole run (a template, a catalog): the
    /// command line's, else the default; 0 keeps them all.
    package var maxDiagnostics: Int {
        settings.overrides.maxDiagnostics ?? Compiler.defaultMaxDiagnostics
    }

    /// Reads ``baselineFile`` into the settings; the report of why it cannot be read.
    package mutating func readBaseline() -> DiagnosticReport? {
        guard let baselineFile else { return nil }
        switch Baseline.read(baselineFile) {
        case .success(let baseline):
            settings.baseline = baseline
            return nil
        case .failure(let report):
            return report
        }
    }

    /// How a compile of this plan writes, Swift written as `swift` says.
    package func compileOptions(_ swift: SwiftGeneration) -> CompileOptions {
        CompileOptions(
            formats: formats, ascii: ascii, checkOnly: checkOnly, jobs: jobs, outputName: outputName,
            swiftGeneration: swift, stringsTable: stringsTable)
    }
}

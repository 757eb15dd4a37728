/// One run over specs, decided once before any spec is read: the command line's options and the
/// configuration files resolved together. Every stage reads it: the inputs (directories searched),
/// how each spec is configured (``settings``: its configuration file under the command line's
/// limits and warnings-as-errors, and the baseline), the compiler each spec starts from, what a
/// compile writes where, and how diagnostics are printed. Each spec gets its own settings from it
/// (``RunSettings``), since its configuration file may differ from another's.
///
/// A command makes it once and hands it down, and nothing changes it: what a compile writes
/// (``Outputs``), resolved against the configuration files the plan finds, gives a new plan
/// (``writing(_:checkingSwiftNames:)``), and so does the baseline, read when the run starts
/// (``readingBaseline()``).
package struct RunPlan: Sendable {
    /// What a compile writes of each spec, and where: the values a command resolves from its
    /// command line and the specs' configuration files.
    package struct Outputs: Sendable {
        /// The formats written of each spec, in order.
        package var formats: [OutputFormat]
        /// The template of the swift output: a built-in one's name or a file's path; nil for the
        /// built-in `swift` output.
        package var template: String?
        /// The directory written into; nil for standard output.
        package var outputDir: String?
        /// The strings table the `uikit` and `swiftui` screens read their texts from.
        package var stringsTable: String
        /// The name of the outputs of the run's one spec, instead of the spec's.
        package var outputName: String?
        /// Whether the outputs are only compared with the files, nothing written.
        package var checkOnly: Bool
        /// Whether previews are drawn with ASCII glyphs only.
        package var ascii: Bool

        /// JSON to standard output unless said otherwise.
        package init(
            formats: [OutputFormat] = [.json], template: String? = nil, outputDir: String? = nil,
            stringsTable: String = CompileOptions.defaultStringsTable, outputName: String? = nil,
            checkOnly: Bool = false, ascii: Bool = false
        ) {
            self.formats = formats
            self.template = template
            self.outputDir = outputDir
            self.stringsTable = stringsTable
            self.outputName = outputName
            self.checkOnly = checkOnly
            self.ascii = ascii
        }
    }

    /// The specs, in the order given: directories searched as their configuration says, `-` for
    /// standard input.
    package let inputs: [SpecReader.Input]
    /// How each spec is configured: the run's configuration files, what the command line says over
    /// them, and the baseline once read.
    package let settings: RunSettings
    /// The compiler each spec starts from (whether Swift names are checked, whether specs with
    /// errors are drafted); each spec's settings give it its limit and its rule levels.
    package let compiler: Compiler
    /// How many files are read and compiled at once (`nil`: one per core, asked only for more
    /// than one file).
    package let jobs: Int?
    /// The formats a compile writes of each spec, in order.
    package var formats: [OutputFormat] { outputs.formats }
    /// The template of the swift output: a built-in one's name or a file's path; nil for the
    /// built-in `swift` output.
    package var template: String? { outputs.template }
    /// The directory a compile writes into; nil for standard output.
    package var outputDir: String? { outputs.outputDir }
    /// What a compile writes of each spec, and where.
    package let outputs: Outputs
    /// How diagnostics are printed.
    package let diagnosticsFormat: DiagnosticFormat
    /// When text diagnostics are coloured.
    package let color: ColorChoice
    /// The baseline file to read before the run (`--baseline`).
    package let baselineFile: String?
    /// The baseline file to write after the run (`--write-baseline`): the run's report then holds
    /// what it records (``RunSettings/recordsBaseline``).
    package let writeBaseline: String?

    /// A plan of `paths`, each spec configured as `configuration` says under `overrides`, its
    /// diagnostics printed as `diagnosticsFormat` and `color` say; no baseline read unless
    /// `baselineFile` names one, none written unless `writeBaseline` does; a compile writes JSON
    /// to standard output.
    package init(
        paths: [String], configuration: ConfigurationFinder.Source = .nearest,
        overrides: RunSettings.Overrides = RunSettings.Overrides(), compiler: Compiler = Compiler(), jobs: Int? = nil,
        diagnosticsFormat: DiagnosticFormat = .text, color: ColorChoice = .auto, baselineFile: String? = nil,
        writeBaseline: String? = nil
    ) {
        let finder = ConfigurationFinder(configuration)
        var settings = RunSettings(finder: finder, overrides: overrides)
        settings.recordsBaseline = writeBaseline != nil
        self.init(
            inputs: SpecReader().inputs(for: paths, configuredBy: finder), settings: settings, compiler: compiler,
            jobs: jobs, outputs: Outputs(), diagnosticsFormat: diagnosticsFormat, color: color,
            baselineFile: baselineFile, writeBaseline: writeBaseline)
    }

    /// A plan of `inputs`, found by the finder of `settings`.
    package init(inputs: [SpecReader.Input], settings: RunSettings, compiler: Compiler, jobs: Int?) {
        self.init(
            inputs: inputs, settings: settings, compiler: compiler, jobs: jobs, outputs: Outputs(),
            diagnosticsFormat: .text, color: .auto, baselineFile: nil, writeBaseline: nil)
    }

    private init(
        inputs: [SpecReader.Input], settings: RunSettings, compiler: Compiler, jobs: Int?, outputs: Outputs,
        diagnosticsFormat: DiagnosticFormat, color: ColorChoice, baselineFile: String?, writeBaseline: String?
    ) {
        self.inputs = inputs
        self.settings = settings
        self.compiler = compiler
        self.jobs = jobs
        self.outputs = outputs
        self.diagnosticsFormat = diagnosticsFormat
        self.color = color
        self.baselineFile = baselineFile
        self.writeBaseline = writeBaseline
    }

    /// This plan, its compile writing `outputs`, and Swift names checked when `checkingSwiftNames`
    /// (Swift is generated) or when its compiler checks them already.
    package func writing(_ outputs: Outputs, checkingSwiftNames: Bool = false) -> RunPlan {
        var compiler = compiler
        compiler.checksSwiftNames = compiler.checksSwiftNames || checkingSwiftNames
        return RunPlan(
            inputs: inputs, settings: settings, compiler: compiler, jobs: jobs, outputs: outputs,
            diagnosticsFormat: diagnosticsFormat, color: color, baselineFile: baselineFile,
            writeBaseline: writeBaseline)
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

    /// The plan with its ``baselineFile`` read into its settings (itself when it names none), and
    /// the report of why the file cannot be read (then the plan is this one).
    package func readingBaseline() -> (plan: RunPlan, failure: DiagnosticReport?) {
        guard let baselineFile else { return (self, nil) }
        switch Baseline.read(baselineFile) {
        case .success(let baseline):
            var settings = settings
            settings.baseline = baseline
            let plan = RunPlan(
                inputs: inputs, settings: settings, compiler: compiler, jobs: jobs, outputs: outputs,
                diagnosticsFormat: diagnosticsFormat, color: color, baselineFile: baselineFile,
                writeBaseline: writeBaseline)
            return (plan, nil)
        case .failure(let report):
            return (self, report)
        }
    }

    /// How a compile of this plan writes, Swift written as `swift` says.
    package func compileOptions(_ swift: SwiftGeneration) -> CompileOptions {
        CompileOptions(
            formats: outputs.formats, ascii: outputs.ascii, checkOnly: outputs.checkOnly, jobs: jobs,
            outputName: outputs.outputName, swiftGeneration: swift, stringsTable: outputs.stringsTable)
    }
}

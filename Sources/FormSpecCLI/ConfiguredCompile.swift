import ArgumentParser
import FormSpec

/// What the `compile:` mapping of the run's configuration files says: the formats, the template,
/// the output directory `formspec compile` uses where its command line says nothing, and the
/// strings table of the screens. Paths are relative to the configuration file's folder.
struct ConfiguredCompile: Equatable {
    var emit: [OutputFormat]?
    var template: String?
    var outputDir: String?
    var stringsTable: String?

    init(emit: [OutputFormat]? = nil, template: String? = nil, outputDir: String? = nil) {
        self.emit = emit
        self.template = template
        self.outputDir = outputDir
    }

    init(_ configuration: Configuration) {
        emit = configuration.emit?.value
        // A built-in template is named by a word, a file by its path.
        template = configuration.template.map {
            Configuration.namesTemplateFile($0.value) ? configuration.resolved($0.value) : $0.value
        }
        outputDir = configuration.outputDir.map { configuration.resolved($0.value) }
        stringsTable = configuration.stringsTable?.value
    }

    var isEmpty: Bool { self == ConfiguredCompile() }

    /// The settings of the configurations of `inputs` that `overridden` (the command line's) does
    /// not give: every spec of one run is compiled alike, so two configuration files that say
    /// different things of those stop the run, naming both.
    static func of(_ inputs: [SpecReader.Input], finder: ConfigurationFinder, overridden: ConfiguredCompile) throws
        -> ConfiguredCompile
    {
        var found: (settings: ConfiguredCompile, file: String)?
        for input in inputs {
            let configuration = finder.configuration(for: input)
            var settings = ConfiguredCompile(configuration)
            if overridden.emit != nil { settings.emit = nil }
            if overridden.template != nil { settings.template = nil }
            if overridden.outputDir != nil { settings.outputDir = nil }
            let file = configuration.file ?? "no configuration file"
            if let found, found.settings != settings {
                throw ValidationError(
                    """
                    The specs of this run are configured by \(found.file) and \(file), whose compile settings differ; \
                    compile them in separate runs, or give --emit, --template and --output-dir.
                    """)
            }
            found = found ?? (settings, file)
        }
        return found?.settings ?? ConfiguredCompile()
    }
}

import ArgumentParser
import FormSpec
import FormSpecYAML

/// `formspec config [PATH]`: the configuration a spec or folder gets, each value with where it
/// comes from.
struct ConfigCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Print the configuration a spec or folder gets, and where each value comes from.",
        discussion: """
            The configuration of a spec is the .formspec.yml nearest to it: in its folder, else in \
            the folder above, up to the repository or package root. The output is YAML that a \
            .formspec.yml may hold, each value followed by where it is set (FILE:LINE:COL) or \
            'default'. The command line of check, compile and preview overrides it. Mistakes in \
            the file are printed on standard error, and exit 1.

            Example: formspec config Forms/booking.form.yaml
            """)

    @Argument(help: "A spec or a folder (the current folder by default).")
    var path = "."

    @Option(
        help: ArgumentHelp("Show this configuration file's settings instead of the nearest one's.", valueName: "file"))
    var config: String?

    func run(console: Console) throws -> Int32 {
        let finder = ConfigurationFinder(config.map(ConfigurationFinder.Source.file) ?? .nearest)
        let configuration = finder.configuration(forPath: path)
        console.out(ConfigurationListing(configuration).text(for: path))
        guard !configuration.diagnostics.isEmpty else { return 0 }
        var sources: [String: SourceLines] = [:]
        if let file = configuration.file, let source = configuration.source {
            sources[file] = SourceLines(source.bytes)
        }
        let report = DiagnosticReport(diagnostics: configuration.diagnostics, fileCount: 0, sources: sources)
        console.error(
            DiagnosticFormat.text.render(
                report,
                color: ColorChoice.auto.isOn(terminal: console.errorIsTerminal, environment: console.environment)))
        return report.hasErrors ? 1 : 0
    }
}

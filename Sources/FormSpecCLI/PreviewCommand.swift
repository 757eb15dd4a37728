import ArgumentParser
import FormSpec

/// `formspec preview FILE... [--ascii] [--format text|html]`: the text preview, or the visual
/// preview page, of each spec on standard output.
struct PreviewCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Print the text preview of form specs (calendars as month grids), or their visual preview page.",
        discussion: """
            --format html prints a self-contained HTML page per spec: each control drawn as its \
            component looks, light and dark side by side, each diagnostic marked on its control. \
            A spec with errors still gets a page (its controls with errors as placeholders) and \
            exits 1; with the text format it gets no preview. Diagnostics go to standard error.
            --catalog and --language draw the texts translated from a String Catalog, each text \
            without a translation marked [untranslated], each translation to review (needs_review) \
            marked [needs review]. A catalog that cannot be read, or that has no translation in \
            --language, is an error: nothing is drawn.

            Example: formspec preview Samples/booking-colors.form.yaml --format html > booking.html
            """)

    @Argument(help: "Spec files, directories (searched for *.form.yaml and *.form.yml), or - for standard input.")
    var files: [String] = []

    @Flag(help: "Draw with ASCII glyphs only (the spec's own text and the locale's names are kept).")
    var ascii = false

    @Option(help: "text (the default), or html: the visual preview page.")
    var format: PreviewFormat = .text

    @Option(help: "Draw the texts in --language from this String Catalog (formspec strings writes it).")
    var catalog: String?

    @Option(help: "The language of --catalog to draw the texts in (fr, de, …); a text it does not translate is marked.")
    var language: String?

    @OptionGroup var diagnostics: DiagnosticOptions

    func validate() throws {
        guard !files.isEmpty else {
            throw ValidationError("Give at least one spec file, directory, or - for standard input.")
        }
        guard (catalog == nil) == (language == nil) else {
            throw ValidationError("--catalog and --language go together: give both, or neither.")
        }
    }

    func run(console: Console) throws -> Int32 {
        let plan = diagnostics.plan(of: files, compiler: Compiler(draftsSpecsWithErrors: format == .html))
            .writing(RunPlan.Outputs(formats: [format == .html ? .html : .preview], ascii: ascii))
        var compile = StandardOutputCompile(plan: plan)
        if let catalog, let language {
            let read = StringCatalogFile(
                path: catalog, maxFileSize: plan.maxFileSize, maxDiagnostics: plan.maxDiagnostics
            ).read(requiringFile: true)
            guard let translations = read.catalog else {
                var report = DiagnosticReport(diagnostics: [], fileCount: 0, sources: [:])
                report.add(read.failures, source: read.source)
                plan.printOnStandardError(report, console: console)
                return 1
            }
            // A language the catalog does not have is a mistake in the command (`fr-FR` for `fr`),
            // not a translation to draw: every text would be marked [untranslated].
            let languages = translations.languages
            guard languages.contains(language) else {
                console.error(
                    "error: --language \(language): the String Catalog '\(catalog)' has no '\(language)' translations "
                        + "(it has \(languages.joined(separator: ", ")))\n")
                return 64
            }
            compile.presenting = { $0.translated(into: language, by: translations) }
            compile.language = language
        }
        return compile.run(console: console)
    }
}

/// `--format` of `formspec preview`.
enum PreviewFormat: String, ExpressibleByArgument, CaseIterable {
    case text, html
}

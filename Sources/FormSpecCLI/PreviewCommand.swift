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

            Example: formspec preview Samples/booking-colors.form.yaml --format html > booking.html
            """)

    @Argument(help: "Spec files, directories (searched for *.form.yaml and *.form.yml), or - for standard input.")
    var files: [String] = []

    @Flag(help: "Draw with ASCII glyphs only (the spec's own text and the locale's names are kept).")
    var ascii = false

    @Option(help: "text (the default), or html: the visual preview page.")
    var format: PreviewFormat = .text

    @OptionGroup var diagnostics: DiagnosticOptions

    func validate() throws {
        guard !files.isEmpty else {
            throw ValidationError("Give at least one spec file, directory, or - for standard input.")
        }
    }

    func run(console: Console) throws -> Int32 {
        var plan = diagnostics.plan(of: files, compiler: Compiler(draftsSpecsWithErrors: format == .html))
        plan.formats = [format == .html ? .html : .preview]
        plan.ascii = ascii
        return StandardOutputCompile(plan: plan).run(console: console)
    }
}

/// `--format` of `formspec preview`.
enum PreviewFormat: String, ExpressibleByArgument, CaseIterable {
    case text, html
}

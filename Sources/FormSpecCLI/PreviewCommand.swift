import ArgumentParser
import FormSpec

/// `formspec preview FILE... [--ascii]`: the text preview of each spec on standard output.
struct PreviewCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Print the text preview of form specs, calendars drawn as month grids.",
        discussion: """
            A spec with errors gets no preview; diagnostics go to standard error.

            Example: formspec preview Samples/booking-colors.form.yaml --ascii
            """)

    @Argument(help: "Spec files, directories (searched for *.form.yaml and *.form.yml), or - for standard input.")
    var files: [String] = []

    @Flag(help: "Draw with ASCII glyphs only (the spec's own text and the locale's names are kept).")
    var ascii = false

    @OptionGroup var diagnostics: DiagnosticOptions

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("Give at least one spec file, directory, or - for standard input.") }
    }

    func run(console: Console) throws -> Int32 {
        let reader = SpecReader(maxFileSize: diagnostics.maxFileSize.bytes, standardInput: console.standardInput)
        return StandardOutputCompile(format: .preview, ascii: ascii, diagnostics: diagnostics.settings)
            .run(reader.inputs(for: files), reader: reader, console: console)
    }
}

import ArgumentParser
import FormSpec

/// `formspec strings SPEC... --catalog FILE.xcstrings [--check]`: writes or merges the texts of
/// the specs into an Xcode String Catalog.
struct StringsCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "strings",
        abstract:
            "Write the texts of form specs into an Xcode String Catalog (.xcstrings), merging with its translations.",
        discussion: """
            Each text a person reads gets a stable key made of ids (FORM-ID.CONTROL-ID.label, …). A new key gets \
            the spec's text in the catalog's source language (its sourceLanguage, else en); a changed text updates \
            it and marks the key's translations needs_review; a key no spec has any more is marked stale, never \
            removed. The catalog is written as Xcode writes it, and not at all when nothing changed. A spec with \
            errors leaves the catalog untouched and exits 1. Diagnostics go to standard error.

            Example: formspec strings Forms --catalog Resources/Forms.xcstrings
            """)

    @Argument(help: "Spec files, directories (searched for *.form.yaml and *.form.yml), or - for standard input.")
    var files: [String] = []

    @Option(help: "The String Catalog to write or merge into (created if missing).")
    var catalog: String

    @Flag(help: "Write nothing; exit 1 when the catalog is missing or would change.")
    var check = false

    @OptionGroup var diagnostics: DiagnosticOptions

    func validate() throws {
        guard !files.isEmpty else {
            throw ValidationError("Give at least one spec file, directory, or - for standard input.")
        }
    }

    func run(console: Console) throws -> Int32 {
        let (plan, failure) = diagnostics.plan(of: files).readingBaseline()
        if let failure {
            plan.printOnStandardError(failure, console: console)
            return 1
        }
        var forms: [FormModel] = []
        var report = plan.compileEach(standardInput: console.standardInput) { _, _, form in
            if let form { forms.append(form) }
        }
        var isOutOfDate = false
        var catalogFailed = false
        // A spec with errors would leave its keys to be marked stale: the catalog waits for it.
        if !report.hasErrors {
            let texts = forms.flatMap { LocalizationKeys($0).texts }
            switch StringCatalogFile(
                path: catalog, maxFileSize: plan.maxFileSize, maxDiagnostics: plan.maxDiagnostics
            ).merge(texts, checkOnly: check) {
            case .failed(let failures, let source):
                report.add(failures, source: source)
                catalogFailed = true
            case .merged(.wouldChange):
                isOutOfDate = true
                console.error("\(catalog) is out of date: run formspec strings without --check\n")
            case .merged(.missing):
                isOutOfDate = true
                console.error("\(catalog) is missing: run formspec strings without --check\n")
            case .merged(.written), .merged(.unchanged):
                break
            }
        }
        plan.writeBaselineIfAsked(&report, console: console)
        // The specs were read, not compiled into anything: what failed is the catalog.
        let summary = report.summaryLine(
            of: "read \(DiagnosticReport.counted(forms.count, "spec")); the String Catalog \(catalog) is left as it was"
        )
        plan.printOnStandardError(report, console: console, summary: catalogFailed ? summary : nil)
        return report.hasErrors || isOutOfDate ? 1 : 0
    }
}

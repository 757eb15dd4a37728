import ArgumentParser
import FormSpec
import FormSpecTemplates

/// `formspec compile FILE... [--output-dir DIR] [--emit json,preview,swift] [--check]`.
struct CompileCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Compile form specs into normalized JSON and text previews.",
        discussion: """
            With one spec and no --output-dir, writes its JSON (or the one format --emit names) to \
            standard output. With --output-dir, NAME.yaml becomes DIR/NAME.json and, with preview \
            in --emit, DIR/NAME.preview.txt; files are replaced atomically and only when their \
            content changes. A spec with errors gets no output. Diagnostics go to standard error.

            Example: formspec compile Forms/*.form.yaml --output-dir Generated --emit json,preview --check   (fails when an output is stale)
            """)

    @Argument(help: "Spec files, directories (searched for *.form.yaml and *.form.yml), or - for standard input.")
    var files: [String] = []

    @Option(help: "Write NAME.json (and NAME.preview.txt) into this directory, created if missing (not with --check).")
    var outputDir: String?

    @Option(help: "What to emit: json, preview, swift, or several separated by commas (json,preview,swift); json unless --template is given, swift if it is.")
    var emit: EmitFormats?

    @Option(help: ArgumentHelp(
        "The template of the swift output: a built-in one (swift, uikit: see formspec templates) or a Stencil file.",
        valueName: "name-or-path"))
    var template: String?

    @Option(help: ArgumentHelp(
        "With one spec: name its outputs NAME.json (and NAME.preview.txt) instead of after the spec's file name.",
        valueName: "name"))
    var outputName: String?

    @Flag(help: "Write nothing, not even the directory; exit 1 when any output in --output-dir is missing or would change.")
    var check = false

    @Flag(help: "Draw previews with ASCII glyphs only.")
    var ascii = false

    @OptionGroup var diagnostics: DiagnosticOptions

    /// What is emitted: as `--emit` says, else Swift when a template is given, else JSON.
    private var formats: EmitFormats {
        emit ?? EmitFormats(formats: [template == nil ? .json : .swift])
    }

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("Give at least one spec file, directory, or - for standard input.") }
        if let template {
            guard formats.formats.contains(.swift) else {
                throw ValidationError("--template shapes the swift output; add swift to --emit (--emit \(formats.description),swift).")
            }
            if !template.contains("/"), !template.contains("."), case .failure(let unknown) = BuiltInTemplate.named(template) {
                throw ValidationError(unknown.message + " A template file is named by its path, such as ./\(template).stencil.")
            }
        }
        if let outputName {
            guard outputDir != nil else { throw ValidationError("--output-name names the files of --output-dir; give --output-dir.") }
            guard !outputName.isEmpty, !outputName.contains("/"), outputName != ".", outputName != ".." else {
                throw ValidationError("--output-name takes a file name without '/', such as Signup_form.form; got '\(outputName)'.")
            }
            guard specCount == 1 else {
                throw ValidationError("--output-name names the outputs of one spec, but \(files.joined(separator: " ")) holds \(specCount).")
            }
        }
        if outputDir == nil {
            guard !check else { throw ValidationError("--check compares with the files of --output-dir; give --output-dir.") }
            guard formats.formats.count == 1 else {
                throw ValidationError("Standard output takes one format; give --output-dir to emit \(formats.description).")
            }
            guard specCount == 1 else {
                throw ValidationError("Standard output takes one spec, but \(files.joined(separator: " ")) holds \(specCount); give --output-dir.")
            }
        } else if files.contains("-"), outputName == nil {
            throw ValidationError("Standard input has no file name to name its outputs by; give --output-name, or compile it without --output-dir.")
        }
    }

    /// How many specs the arguments name, directories searched: counted while the command line
    /// is checked, so that a wrong count is a usage error that names compile's usage.
    private var specCount: Int {
        SpecReader(maxFileSize: diagnostics.maxFileSize.bytes).inputs(for: files).count
    }

    /// The diagnostic settings, with Swift names checked when Swift is emitted.
    private var settings: DiagnosticSettings {
        var settings = diagnostics.settings
        settings.checksSwiftNames = formats.formats.contains(.swift)
        return settings
    }

    /// How the swift output is written: the built-in writer, or the template `--template` names;
    /// the diagnostic of a template file that cannot be read or parsed.
    private func swiftGeneration() -> Result<SwiftGeneration, TemplateFailure> {
        switch template {
        case nil, BuiltInTemplate.swift.rawValue?: return .success(.builtIn)
        case let name? where BuiltInTemplate(rawValue: name) != nil:
            return .success(CodeTemplate.builtIn(BuiltInTemplate(rawValue: name)!).swiftGeneration)
        case let path?:
            return CodeTemplate.load(path: path, maxFileSize: diagnostics.maxFileSize.bytes).map(\.swiftGeneration)
        }
    }

    func run(console: Console) throws -> Int32 {
        let reader = SpecReader(maxFileSize: diagnostics.maxFileSize.bytes, standardInput: console.standardInput)
        let swift: SwiftGeneration
        switch swiftGeneration() {
        case .success(let generation): swift = generation
        case .failure(let problem):
            // A broken template fails once, before any spec is compiled.
            settings.printOnStandardError(problem.report, console: console)
            return 1
        }
        guard let outputDir else {
            // One spec, as `validate` checked.
            let inputs = reader.inputs(for: files)
            return StandardOutputCompile(format: formats.formats[0], ascii: ascii, diagnostics: settings, swiftGeneration: swift)
                .run(inputs, reader: reader, console: console)
        }
        let options = CompileOptions(formats: formats.formats, ascii: ascii, warningsAsErrors: diagnostics.warningsAsErrors, checkOnly: check,
                                     jobs: diagnostics.jobs.count, outputName: outputName, swiftGeneration: swift)
        let report = settings.compiler.compile(paths: files, reader: reader, into: outputDir, options: options)
        settings.printOnStandardError(report.diagnostics, console: console)
        for output in report.outputs {
            switch output.outcome {
            case .wouldChange: console.error("\(output.path) is out of date: run formspec compile without --check\n")
            case .missing: console.error("\(output.path) is missing: run formspec compile without --check\n")
            case .unchanged, .written: break
            }
        }
        return report.failed ? 1 : 0
    }
}

/// `--emit json,preview`: the formats, each once, in the order of ``OutputFormat``.
struct EmitFormats: ExpressibleByArgument, CustomStringConvertible {
    var formats: [OutputFormat]

    init(formats: [OutputFormat]) {
        self.formats = formats
    }

    init?(argument: String) {
        let named = argument.split(separator: ",", omittingEmptySubsequences: false).map { OutputFormat(rawValue: String($0)) }
        guard !named.isEmpty, named.allSatisfy({ $0 != nil }) else { return nil }
        formats = OutputFormat.allCases.filter(named.contains)
    }

    var description: String { formats.map(\.rawValue).joined(separator: ",") }
    var defaultValueDescription: String { "json" }
    static var allValueStrings: [String] { ["json", "preview", "swift", "json,preview", "json,swift", "json,preview,swift"] }
}

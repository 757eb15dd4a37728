import ArgumentParser
import FormSpec

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `formspec compile FILE... [--output-dir DIR] [--emit json,preview,swift,html] [--template T] [--check]`.
struct CompileCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Compile form specs into normalized JSON, text and HTML previews and Swift.",
        discussion: """
            With one spec and no --output-dir, writes its JSON (or the one format --emit names) to \
            standard output. With --output-dir, NAME.yaml becomes DIR/NAME.json and, with preview \
            in --emit, DIR/NAME.preview.txt, with swift, DIR/NAME.swift (FormSpecRuntime values, or \
            what --template writes), with html, DIR/NAME.preview.html (the visual preview, light and \
            dark); files are replaced atomically and only when their content \
            changes. A spec with errors gets no output. Diagnostics go to standard error.

            Example: formspec compile Forms/*.form.yaml --output-dir Generated --emit json,preview --check   (fails when an output is stale)
            """)

    @Argument(help: "Spec files, directories (searched for *.form.yaml and *.form.yml), or - for standard input.")
    var files: [String] = []

    @Option(
        name: .customLong("output-dir"),
        help:
            "Write NAME.json (NAME.preview.txt, NAME.swift, NAME.preview.html) into this directory, created if missing (not with --check)."
    )
    var outputDirOption: String?

    @Option(
        help:
            "What to emit: json, preview, swift or html, or several separated by commas (json,html); json unless --template is given, swift if it is.",
        completion: .list(OutputFormat.allCases.map(\.rawValue)), transform: EmitFormats.parse)
    var emit: EmitFormats?

    @Option(
        name: .customLong("template"),
        help: ArgumentHelp(
            "The template of the swift output: a built-in one (swift, uikit: see formspec templates) or a Stencil file.",
            valueName: "name-or-path"))
    var templateOption: String?

    @Option(
        help: ArgumentHelp(
            "With one spec: name its outputs NAME.json (NAME.preview.txt, NAME.swift, NAME.preview.html) instead of after the spec's file name.",
            valueName: "name"))
    var outputName: String?

    @Flag(
        help:
            "Write nothing, not even the directory; exit 1 when any output in --output-dir is missing or would change.")
    var check = false

    @Flag(help: "Draw previews with ASCII glyphs only.")
    var ascii = false

    @OptionGroup var diagnostics: DiagnosticOptions

    /// What the command line and the specs' configuration files decide together, found once:
    /// the specs (directories searched), what is emitted (`--emit`, else the configuration's, else
    /// Swift when a template is given, else JSON), the template (`--template`, else the
    /// configuration's when Swift is emitted) and the output directory.
    private struct Resolved {
        var inputs: [SpecReader.Input]
        var formats: EmitFormats
        var template: String?
        var outputDir: String?
        /// Whether a configuration file of the specs has an error: the run then reports it and
        /// writes nothing, whatever the command line asks.
        var configurationHasErrors: Bool
    }

    /// The command line resolved against the configuration files; a usage error when the files of
    /// the specs disagree on a setting the command line does not give.
    private func resolved() throws -> Resolved {
        let finder = ConfigurationFinder(diagnostics.settings.configuration)
        let inputs = SpecReader().inputs(for: files, configuredBy: finder)
        let given = ConfiguredCompile(emit: emit?.formats, template: templateOption, outputDir: outputDirOption)
        let configured = try ConfiguredCompile.of(inputs, finder: finder, overridden: given)
        let formats =
            emit ?? configured.emit.map(EmitFormats.init)
            ?? EmitFormats(formats: [templateOption ?? configured.template == nil ? .json : .swift])
        let template = templateOption ?? (formats.formats.contains(.swift) ? configured.template : nil)
        return Resolved(
            inputs: inputs, formats: formats, template: template, outputDir: outputDirOption ?? configured.outputDir,
            configurationHasErrors: inputs.contains { finder.configuration(for: $0).hasErrors })
    }

    func validate() throws {
        guard !files.isEmpty else {
            throw ValidationError("Give at least one spec file, directory, or - for standard input.")
        }
        let resolved = try resolved()
        // A directory without specs, or what a search cannot read, is reported when the run reads it.
        let (formats, outputDir, specCount) = (
            resolved.formats, resolved.outputDir, resolved.inputs.count(where: \.isSpec)
        )
        if let template = templateOption {
            guard formats.formats.contains(.swift) else {
                throw ValidationError(
                    "--template shapes the swift output; add swift to --emit (--emit \(formats.description),swift).")
            }
            if !Configuration.namesTemplateFile(template), case .failure(let unknown) = BuiltInTemplate.named(template)
            {
                throw ValidationError(
                    unknown.message + " A template file is named by its path, such as ./\(template).stencil.")
            }
        }
        if let outputName {
            guard outputDir != nil else {
                throw ValidationError("--output-name names the files of --output-dir; give --output-dir.")
            }
            guard !outputName.isEmpty, !outputName.contains("/"), outputName != ".", outputName != ".." else {
                throw ValidationError(
                    "--output-name takes a file name without '/', such as Signup_form.form; got '\(outputName)'.")
            }
            guard specCount <= 1 else {
                throw ValidationError(
                    "--output-name names the outputs of one spec, but \(files.joined(separator: " ")) holds \(specCount)."
                )
            }
        }
        if outputDir == nil, !resolved.configurationHasErrors {
            // Without an error in the configuration, which may be what left the output directory out.
            guard !check else {
                throw ValidationError("--check compares with the files of --output-dir; give --output-dir.")
            }
            guard formats.formats.count == 1 else {
                throw ValidationError(
                    "Standard output takes one format; give --output-dir to emit \(formats.description).")
            }
            guard specCount <= 1 else {
                throw ValidationError(
                    "Standard output takes one spec, but \(files.joined(separator: " ")) holds \(specCount); give --output-dir."
                )
            }
        } else if files.contains("-"), outputName == nil {
            throw ValidationError(
                "Standard input has no file name to name its outputs by; give --output-name, or compile it without --output-dir."
            )
        }
    }

    /// What the command line asks for, as plain values (resolved as `validate()` checked it).
    func request() throws -> CompileRequest {
        let resolved = try resolved()
        return CompileRequest(
            files: files, outputDir: resolved.outputDir, outputName: outputName, formats: resolved.formats.formats,
            template: resolved.template, checkOnly: check, ascii: ascii, settings: diagnostics.settings)
    }

    func run(console: Console) throws -> Int32 {
        try request().run(console: console)
    }

    /// The request of `formspec compile FILE... [--emit LIST] [--output-dir DIR]` with nothing
    /// else: files that are no option and not `-`, each option once, and without `--output-dir`
    /// one regular file and one format, none configured to compile otherwise (`compile:` of a
    /// configuration file); nil for any other command line. ``FormSpecCLI/run(_:console:)``
    /// runs such a line without building the parser's tables, which cost more start-up than
    /// compiling a small spec; every such line is valid as the parser would check it.
    static func plainRequest(in arguments: [String]) -> CompileRequest? {
        guard arguments.count > 1, arguments[0] == configuration.commandName else { return nil }
        var files: [String] = []
        var options: [String: String] = [:]
        var rest = arguments.dropFirst()[...]
        while let argument = rest.popFirst() {
            if argument.first != "-" {
                files.append(argument)
                continue
            }
            let (name, inlineValue) =
                argument.firstIndex(of: "=").map {
                    (String(argument[..<$0]), String(argument[argument.index(after: $0)...]))
                }
                ?? (argument, nil)
            guard ["--emit", "--output-dir"].contains(name), options[name] == nil,
                let value = inlineValue ?? rest.popFirst()
            else { return nil }
            options[name] = value
        }
        guard !files.isEmpty, let formats = EmitFormats(argument: options["--emit"] ?? "json")?.formats else {
            return nil
        }
        let finder = ConfigurationFinder()
        guard
            (try? ConfiguredCompile.of(
                SpecReader().inputs(for: files, configuredBy: finder), finder: finder, overridden: ConfiguredCompile()))?
                .isEmpty == true
        else {
            return nil
        }
        let outputDir = options["--output-dir"]
        if outputDir == nil {
            var status = stat()
            guard files.count == 1, formats.count == 1, stat(files[0], &status) == 0, status.st_mode & S_IFMT == S_IFREG
            else { return nil }
        }
        return CompileRequest(
            files: files, outputDir: outputDir, outputName: nil, formats: formats, template: nil, checkOnly: false,
            ascii: false, settings: DiagnosticSettings())
    }
}

/// One `formspec compile`, checked: what to read, what to write where, and how.
struct CompileRequest: Equatable {
    var files: [String]
    var outputDir: String?
    var outputName: String?
    var formats: [OutputFormat]
    var template: String?
    var checkOnly: Bool
    var ascii: Bool
    var settings: DiagnosticSettings

    /// The diagnostic settings, with Swift names checked when Swift is emitted.
    private var compiling: DiagnosticSettings {
        var settings = settings
        settings.checksSwiftNames = formats.contains(.swift)
        return settings
    }

    func run(console: Console) -> Int32 {
        let settings = compiling
        let swift: SwiftGeneration
        switch template {
        case nil, BuiltInTemplate.swift.rawValue?:
            swift = .builtIn
        case let template?:
            // Templates are rendered by formspec-templates, which links Stencil (and Foundation).
            guard let load = console.loadTemplate else { return TemplateProcess.run(console: console) }
            switch load(template, settings.maxFileSize?.bytes ?? SpecReader.defaultMaxFileSize) {
            case .success(let generation): swift = generation
            case .failure(let report):
                // A broken template fails once, before any spec is compiled.
                settings.printOnStandardError(report, console: console)
                return 1
            }
        }
        let finder = ConfigurationFinder(settings.configuration)
        guard let outputDir else {
            // One spec, as the command line was checked.
            return StandardOutputCompile(
                format: formats[0], ascii: ascii, diagnostics: settings, swiftGeneration: swift
            )
            .run(files, finder: finder, console: console)
        }
        guard
            let runSettings = settings.runSettings(
                finder: finder, console: console, printer: { settings.printOnStandardError($0, console: console) })
        else {
            return 1
        }
        let options = CompileOptions(
            formats: formats, ascii: ascii, checkOnly: checkOnly, jobs: settings.jobs.count, outputName: outputName,
            swiftGeneration: swift)
        var report = settings.compiler.compile(
            paths: files, reader: settings.reader(console: console), into: outputDir, options: options,
            settings: runSettings)
        settings.writeBaselineIfAsked(&report.diagnostics, console: console)
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

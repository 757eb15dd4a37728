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
            "The template of the swift output: a built-in one (swift, uikit, swiftui: see formspec templates) or a Stencil file.",
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

    /// The run, resolved once by ``validate()``, which the parser calls before ``run(console:)``.
    private(set) var plan: RunPlan?

    /// The parsed properties: ``plan`` is not one.
    private enum CodingKeys: CodingKey {
        case files, outputDirOption, emit, templateOption, outputName, check, ascii, diagnostics
    }

    /// The run the command line asks for, resolved against the specs' configuration files; a usage
    /// error when the files of the specs disagree on a setting the command line does not give.
    private func resolvedPlan() throws -> RunPlan {
        var given = RunPlan.Outputs(outputName: outputName, checkOnly: check, ascii: ascii)
        given.template = templateOption
        given.outputDir = outputDirOption
        return try Self.resolvingOutputs(of: diagnostics.plan(of: files), given: given, emit: emit).plan
    }

    /// `plan` writing what the command line gives (`given`, its formats aside, and `emit`) and
    /// the specs' configuration files say: the formats (`--emit`, else the configuration's, else
    /// Swift when a template is given, else JSON), the template (`--template`, else the
    /// configuration's when Swift is emitted), the output directory, and Swift names checked when
    /// Swift is emitted. Returns it with the configuration's settings that the command line does
    /// not override; a usage error when the files of the specs disagree on one.
    private static func resolvingOutputs(
        of plan: RunPlan, given: RunPlan.Outputs, emit: EmitFormats?
    ) throws -> (plan: RunPlan, configured: ConfiguredCompile) {
        let (template, outputDir) = (given.template, given.outputDir)
        let configured = try ConfiguredCompile.of(
            plan.inputs, finder: plan.settings.finder,
            overridden: ConfiguredCompile(emit: emit?.formats, template: template, outputDir: outputDir))
        var outputs = given
        let formats = emit?.formats ?? configured.emit ?? [template ?? configured.template == nil ? .json : .swift]
        outputs.formats = formats
        outputs.template = template ?? (formats.contains(.swift) ? configured.template : nil)
        outputs.outputDir = outputDir ?? configured.outputDir
        outputs.stringsTable = configured.stringsTable ?? CompileOptions.defaultStringsTable
        return (plan.writing(outputs, checkingSwiftNames: formats.contains(.swift)), configured)
    }

    mutating func validate() throws {
        guard !files.isEmpty else {
            throw ValidationError("Give at least one spec file, directory, or - for standard input.")
        }
        let plan = try resolvedPlan()
        // A directory without specs, or what a search cannot read, is reported when the run reads it.
        let (formats, outputDir, specCount) = (
            EmitFormats(formats: plan.formats), plan.outputDir, plan.inputs.count(where: \.isSpec)
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
        if outputDir == nil, !plan.configurationHasErrors {
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
        self.plan = plan
    }

    func run(console: Console) throws -> Int32 {
        guard let plan else {
            preconditionFailure("the parser validates a command, resolving its plan, before it runs it")
        }
        return Self.compile(plan, console: console)
    }

    /// The run of `formspec compile FILE... [--emit LIST] [--output-dir DIR]` with nothing
    /// else: files that are no option and not `-`, each option once, and without `--output-dir`
    /// one regular file and one format, none of the specs' configuration files adding a compile
    /// setting (`compile:` of a configuration file) that the line does not give; nil for any
    /// other command line. ``FormSpecCLI/run(_:console:)`` runs such a line without building the
    /// parser's tables, which cost more start-up than compiling a small spec; every such line is
    /// valid as the parser would check it, and its plan is the one the parser's command resolves.
    static func plainPlan(in arguments: [String]) -> RunPlan? {
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
        guard !files.isEmpty else { return nil }
        var emit: EmitFormats?
        if let argument = options["--emit"] {
            guard let formats = EmitFormats(argument: argument) else { return nil }
            emit = formats
        }
        var given = RunPlan.Outputs()
        given.outputDir = options["--output-dir"]
        guard let resolved = try? resolvingOutputs(of: RunPlan(paths: files), given: given, emit: emit),
            resolved.configured.isEmpty
        else {
            return nil
        }
        let plan = resolved.plan
        if plan.outputDir == nil {
            var status = stat()
            guard files.count == 1, plan.formats.count == 1, stat(files[0], &status) == 0,
                status.st_mode & S_IFMT == S_IFREG
            else { return nil }
        }
        return plan
    }

    /// Whether a template's warnings count as errors: as `--warnings-as-errors` says, else when
    /// the configuration of one of the specs says so (the template serves them all).
    private static func templateWarningsAreErrors(_ plan: RunPlan) -> Bool {
        plan.settings.overrides.warningsAsErrors
            ?? plan.inputs.contains { plan.settings.finder.configuration(for: $0).warningsAsErrors?.value == true }
    }

    /// Runs `plan` as `compile` does: the template loaded (by `formspec-templates` when it is
    /// one), the baseline read, the specs compiled into the output directory or to standard
    /// output; the exit status.
    static func compile(_ plan: RunPlan, console: Console) -> Int32 {
        let swift: SwiftGeneration
        switch plan.template {
        case nil:
            swift = .builtIn(.swift)
        case let name? where BuiltInTemplate(rawValue: name) != nil:
            // Every built-in template is written by the compiler itself, without Stencil.
            swift = .builtIn(BuiltInTemplate(rawValue: name)!)
        case let template?:
            // Templates are rendered by formspec-templates, which links Stencil (and Foundation).
            guard let load = console.loadTemplate else { return TemplateProcess.run(console: console) }
            switch load(template, plan.maxFileSize, plan.maxDiagnostics) {
            case .success(let generation):
                swift = generation
                if !generation.templateWarnings.isEmpty, templateWarningsAreErrors(plan) {
                    // Counted as errors, a template's warnings fail the run once, before any spec is compiled.
                    var report = DiagnosticReport(diagnostics: [], fileCount: 0)
                    report.add(generation.templateWarnings, source: generation.template)
                    plan.printOnStandardError(report.treatingWarningsAsErrors(), console: console)
                    return 1
                }
            case .failure(let report):
                // A broken template fails once, before any spec is compiled.
                plan.printOnStandardError(report, console: console)
                return 1
            }
        }
        guard let outputDir = plan.outputDir else {
            // One spec, as the command line was checked.
            return StandardOutputCompile(plan: plan, swiftGeneration: swift).run(console: console)
        }
        return compile(plan, into: outputDir, swift: swift, console: console)
    }

    /// Runs `plan` into `outputDir`, its Swift written as `swift` says: the baseline read, the
    /// specs compiled, what is out of date listed under `--check`; the exit status.
    private static func compile(_ plan: RunPlan, into outputDir: String, swift: SwiftGeneration, console: Console)
        -> Int32
    {
        let (plan, failure) = plan.readingBaseline()
        if let failure {
            plan.printOnStandardError(failure, console: console)
            return 1
        }
        var report = plan.compile(into: outputDir, standardInput: console.standardInput, swift: swift)
        plan.writeBaselineIfAsked(&report.diagnostics, console: console)
        plan.printOnStandardError(report.diagnostics, console: console)
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

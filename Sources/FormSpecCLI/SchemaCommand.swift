import ArgumentParser
import FormSpec

/// `formspec schema [--output | --config | --diff | --answers SPEC]`: the JSON Schema of the spec
/// language, of the compiled JSON, of a configuration file, of `formspec diff --format json`, or
/// of the answers to one form.
struct SchemaCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract:
            "Print the JSON Schema of the spec language (or, with --output, of the compiled JSON; with --config, of .formspec.yml; with --diff, of diff's JSON; with --answers SPEC, of the answers to that form).",
        discussion: """
            The input schema is the one in Schemas/formspec.schema.json: point an editor at it \
            (a spec whose first line is '# yaml-language-server: $schema=PATH' gets completion, \
            hover and checking) or validate specs with any JSON Schema tool. The output schema, \
            Schemas/formspec-output.schema.json, describes what 'formspec compile' writes; the \
            configuration schema, Schemas/formspec-config.schema.json, a .formspec.yml file; the diff \
            schema, Schemas/formspec-diff.schema.json, what 'formspec diff --format json' prints.

            --answers SPEC compiles the spec and prints the schema (draft 2020-12) of its answers as \
            the generated Values encodes them: every control's id, each answer of its control's shape, \
            and what the form's logic demands while a control is shown (required, minSelected, \
            maxSelected), so that a server can check submitted answers as the app does. A spec with \
            errors prints its diagnostics on standard error, nothing on standard output, and exits 1.

            Example: formspec schema > formspec.schema.json
            Example: formspec schema --answers Samples/signup.form.yaml > signup.answers.schema.json
            """)

    @Flag(help: "Print the schema of the normalized JSON that compile writes instead.")
    var output = false

    @Flag(help: "Print the schema of a configuration file (.formspec.yml) instead.")
    var config = false

    @Flag(help: "Print the schema of what formspec diff --format json prints instead.")
    var diff = false

    @Option(
        name: .customLong("answers"),
        help: ArgumentHelp(
            "Print the schema of the answers to this spec (a file, or - for standard input) instead.",
            valueName: "SPEC"))
    var answersSpec: String?

    func validate() throws {
        if [output, config, diff, answersSpec != nil].count(where: { $0 }) > 1 {
            throw ValidationError("--output, --config, --diff and --answers name different schemas; give one of them.")
        }
    }

    func run(console: Console) throws -> Int32 {
        if let answersSpec { return printAnswersSchema(of: answersSpec, console: console) }
        console.out(
            JSONWriter.write(
                output
                    ? OutputSchema.document
                    : config ? ConfigurationSchema.document : diff ? DiffSchema.document : InputSchema.document))
        return 0
    }
}

extension SchemaCommand {
    /// Prints the schema of the answers to the one spec `path` names, configured by its nearest
    /// `.formspec.yml`; its diagnostics on standard error. Nothing is printed when it has errors (1)
    /// or when `path` holds several specs (64).
    private func printAnswersSchema(of path: String, console: Console) -> Int32 {
        let plan = RunPlan(paths: [path])
        var forms: [FormModel?] = []
        let report = plan.compileEach(standardInput: console.standardInput) { _, _, form in forms.append(form) }
        plan.printOnStandardError(report, console: console)
        if forms.count > 1 {
            console.error("error: --answers \(path): it holds \(forms.count) specs; name one of them\n")
            return 64
        }
        guard !report.hasErrors, let form = forms.first ?? nil else { return 1 }
        console.out(JSONWriter.write(AnswersSchema.document(of: form)))
        return 0
    }
}

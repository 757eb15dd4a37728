import ArgumentParser
import FormSpec

/// `formspec schema [--output | --config | --diff]`: the JSON Schema of the spec language, of the
/// compiled JSON, of a configuration file, or of `formspec diff --format json`.
struct SchemaCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract:
            "Print the JSON Schema of the spec language (or, with --output, of the compiled JSON; with --config, of .formspec.yml; with --diff, of diff's JSON).",
        discussion: """
            The input schema is the one in Schemas/formspec.schema.json: point an editor at it \
            (a spec whose first line is '# yaml-language-server: $schema=PATH' gets completion, \
            hover and checking) or validate specs with any JSON Schema tool. The output schema, \
            Schemas/formspec-output.schema.json, describes what 'formspec compile' writes; the \
            configuration schema, Schemas/formspec-config.schema.json, a .formspec.yml file; the diff \
            schema, Schemas/formspec-diff.schema.json, what 'formspec diff --format json' prints.

            Example: formspec schema > formspec.schema.json
            """)

    @Flag(help: "Print the schema of the normalized JSON that compile writes instead.")
    var output = false

    @Flag(help: "Print the schema of a configuration file (.formspec.yml) instead.")
    var config = false

    @Flag(help: "Print the schema of what formspec diff --format json prints instead.")
    var diff = false

    func validate() throws {
        if [output, config, diff].count(where: { $0 }) > 1 {
            throw ValidationError("--output, --config and --diff name different schemas; give one of them.")
        }
    }

    func run(console: Console) throws -> Int32 {
        console.out(
            JSONWriter.write(
                output
                    ? OutputSchema.document
                    : config ? ConfigurationSchema.document : diff ? DiffSchema.document : InputSchema.document))
        return 0
    }
}

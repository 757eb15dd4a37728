import ArgumentParser
import FormSpec

/// `formspec schema [--output | --config]`: the JSON Schema of the spec language, of the compiled
/// JSON, or of a configuration file.
struct SchemaCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract:
            "Print the JSON Schema of the spec language (or, with --output, of the compiled JSON; with --config, of .formspec.yml).",
        discussion: """
            The input schema is the one in Schemas/formspec.schema.json: point an editor at it \
            (a spec whose first line is '# yaml-language-server: $schema=PATH' gets completion, \
            hover and checking) or validate specs with any JSON Schema tool. The output schema, \
            Schemas/formspec-output.schema.json, describes what 'formspec compile' writes; the \
            configuration schema, Schemas/formspec-config.schema.json, a .formspec.yml file.

            Example: formspec schema > formspec.schema.json
            """)

    @Flag(help: "Print the schema of the normalized JSON that compile writes instead.")
    var output = false

    @Flag(help: "Print the schema of a configuration file (.formspec.yml) instead.")
    var config = false

    func validate() throws {
        if output, config { throw ValidationError("--output and --config name two schemas; give one of them.") }
    }

    func run(console: Console) throws -> Int32 {
        console.out(
            JSONWriter.write(
                output ? OutputSchema.document : config ? ConfigurationSchema.document : InputSchema.document))
        return 0
    }
}

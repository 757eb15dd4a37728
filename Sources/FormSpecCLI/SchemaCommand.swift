import ArgumentParser
import FormSpec

/// `formspec schema [--output]`: the JSON Schema of the spec language, or of the compiled JSON.
struct SchemaCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of the spec language (or, with --output, of the compiled JSON).",
        discussion: """
            The input schema is the one in Schemas/formspec.schema.json: point an editor at it \
            (a spec whose first line is '# yaml-language-server: $schema=PATH' gets completion, \
            hover and checking) or validate specs with any JSON Schema tool. The output schema, \
            Schemas/formspec-output.schema.json, describes what 'formspec compile' writes.

            Example: formspec schema > formspec.schema.json
            """)

    @Flag(help: "Print the schema of the normalized JSON that compile writes instead.")
    var output = false

    func run(console: Console) throws -> Int32 {
        console.out(JSONWriter.write(output ? OutputSchema.document : InputSchema.document))
        return 0
    }
}

/// The Swift sources of FormSpecRuntime's control types, generated from the output schema
/// (`OutputSchema.document`, which `SwiftShape` reads too): the struct of every control type and
/// the types it holds, and `FormControl`. The files are committed in ``directory``;
/// `RuntimeSourcesTests` checks that they are these, and writes them with `FORMSPEC_RECORD=1`.
package enum RuntimeSources {
    /// The folder of the generated files, from the package's root.
    package static let directory = "Sources/FormSpecRuntime/Controls/Generated"

    /// The command that writes the files again.
    package static let command = "FORMSPEC_RECORD=1 swift test --filter RuntimeSourcesTests"

    /// Each generated file's name and text: one per type that is not nested in another, and
    /// `FormControl.swift`.
    package static func files() -> [(name: String, text: String)] {
        var reader = RuntimeSchemaReader(schema: OutputSchema.document)
        let controls = ControlType.allCases.sorted { $0.rawValue < $1.rawValue }.map { type in
            let name = SwiftShape.runtimeType(of: type)
            return RuntimeControl(
                type: type.rawValue, name: name, use: reader.readControl(type.rawValue, name: name),
                doc: reader.description(of: reader.definition(type.rawValue)))
        }
        let writer = RuntimeDeclarationWriter(declarations: reader.declarations)
        let files = reader.declarations.filter { !$0.qualifiedName.contains(".") }.map { declaration in
            let aliases = controls.filter { $0.isAlias && $0.use.text.hasPrefix(declaration.name + "<") }
            let lines = writer.lines(of: declaration, depth: 0) + aliases.flatMap { [""] + $0.aliasLines }
            return (name: declaration.name + ".swift", text: header + lines.joined(separator: "\n") + "\n")
        }
        return files + [(name: "FormControl.swift", text: header + FormControlSource.text(of: controls))]
    }

    /// The first lines of every generated file.
    private static let header = """
        // Generated from the output schema (Schemas/formspec-output.schema.json) by RuntimeSources
        // (Sources/FormSpec/CodeGeneration/RuntimeTypes): do not edit. Regenerate with
        // \(command)


        """
}

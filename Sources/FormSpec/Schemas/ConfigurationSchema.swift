/// The JSON Schema (draft 2020-12) of a configuration file, `.formspec.yml`, committed as
/// `Schemas/formspec-config.schema.json`, for editors (`# yaml-language-server: $schema=…`). It is
/// built from the keys ``Configuration`` reads and from ``DiagnosticID``, so that it cannot drift
/// from them; a test checks that the committed file is this document.
package enum ConfigurationSchema {
    private typealias Build = SchemaBuilding

    /// The schema's `$id`.
    package static let id = "https://github.com/formspec/formspec/raw/main/Schemas/formspec-config.schema.json"

    /// The schema, to be written with ``JSONWriter``.
    package static var document: JSONValue {
        let globs: JSONValue = [
            "description":
                "A path pattern, or a list of them, relative to the configuration file's folder: `*` and `?` within a name, `**` for any folders.",
            "oneOf": [
                ["type": "string", "minLength": 1], ["type": "array", "items": ["type": "string", "minLength": 1]],
            ],
        ]
        let formats: JSONValue = .array(OutputFormat.allCases.map { .string($0.rawValue) })
        return [
            "$schema": .string(Build.draft),
            "$id": .string(id),
            "title": "FormSpec configuration (.formspec.yml)",
            "description":
                "The configuration of the specs in this folder and the folders below it, up to the next .formspec.yml; the command line overrides it.",
            "type": ["object", "null"],
            "additionalProperties": false,
            "properties": [
                Configuration.Key.include.rawValue: globs.adding(
                    description:
                        "The files a directory search takes as specs (default: **/*.form.yaml and **/*.form.yml)."),
                Configuration.Key.exclude.rawValue: globs.adding(
                    description: "The files a directory search leaves out, though include takes them."),
                Configuration.Key.rules.rawValue: [
                    "description":
                        "The level of diagnostic ids: error, warning, info or off. Errors, io.*, yaml.*, config.* and report.truncated keep their severity.",
                    "type": "object",
                    "additionalProperties": false,
                    "properties": .object(
                        JSONValue.Object(
                            Dictionary(
                                uniqueKeysWithValues: DiagnosticID.allCases.map { id in
                                    let levels = id.isConfigurable ? RuleLevel.allCases : [RuleLevel(id.severity)]
                                    return (
                                        id.rawValue,
                                        [
                                            "description": .string(id.summary),
                                            "enum": .array(levels.map { .string($0.rawValue) }),
                                        ] as JSONValue
                                    )
                                }))),
                ],
                Configuration.Key.warningsAsErrors.rawValue: [
                    "description": "Warnings are errors: printed as errors, and they fail the run.", "type": "boolean",
                ],
                Configuration.Key.maxFileSize.rawValue: [
                    "description": "The largest spec read: bytes, or with a K, M or G suffix (64M by default).",
                    "oneOf": [
                        ["type": "integer", "minimum": 1],
                        ["type": "string", "pattern": "^[0-9]+([KkMmGg](i[Bb])?)?$"],
                    ],
                ],
                Configuration.Key.maxDiagnostics.rawValue: [
                    "description": "The most diagnostics kept for one file (1000 by default; 0 for no limit).",
                    "type": "integer", "minimum": 0,
                ],
                Configuration.Key.compile.rawValue: [
                    "description": "What formspec compile does where its command line says nothing.",
                    "type": "object",
                    "additionalProperties": false,
                    "properties": [
                        Configuration.CompileKey.emit.rawValue: [
                            "description": "The formats written: a list, or names separated by commas.",
                            "oneOf": [
                                ["type": "array", "items": ["enum": formats]], ["type": "string", "minLength": 1],
                            ],
                        ],
                        Configuration.CompileKey.template.rawValue: [
                            "description":
                                "The template of the swift output: swift, uikit, swiftui, or a Stencil file's path; null for the built-in swift.",
                            "type": ["string", "null"],
                        ],
                        Configuration.CompileKey.stringsTable.rawValue: [
                            "description":
                                "The strings table the uikit and swiftui screens read their texts from (Forms, the default, for Forms.xcstrings).",
                            "type": "string", "pattern": "^[A-Za-z0-9_.-]+$", "minLength": 1,
                            "maxLength": .int(Configuration.maxStringsTableLength),
                        ],
                        Configuration.CompileKey.outputDir.rawValue: [
                            "description":
                                "The folder the outputs are written into; null (the default) writes one spec's output to standard output.",
                            "type": ["string", "null"],
                        ],
                    ],
                ],
            ],
        ]
    }
}

extension JSONValue {
    /// The object with a `description`.
    fileprivate func adding(description: String) -> JSONValue {
        guard case .object(var members) = self else { return self }
        members["description"] = .string(description)
        return .object(members)
    }
}

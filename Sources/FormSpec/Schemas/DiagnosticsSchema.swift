/// The JSON Schema (draft 2020-12) of the `json` diagnostics format, committed as
/// `Schemas/diagnostics.schema.json`. It is built from ``DiagnosticID`` and ``Severity`` so that
/// it cannot drift from them; a test checks that the committed file is this document.
package enum DiagnosticsSchema {
    private typealias Build = SchemaBuilding

    /// The schema's `$id`.
    package static let id = "https://github.com/formspec/formspec/raw/main/Schemas/diagnostics.schema.json"

    /// The schema, to be written with ``JSONWriter``.
    package static var document: JSONValue {
        [
            "$schema": .string(SchemaBuilding.draft),
            "$id": .string(id),
            "title": "FormSpec diagnostics",
            "description": .string(
                "The diagnostics of one formspec run, as `--diagnostics-format json` prints them "
                    + "(format version \(JSONDiagnosticFormatter.version))."
            ),
            "type": "object",
            "additionalProperties": false,
            "required": ["version", "diagnostics", "suppressed", "summary"],
            "properties": [
                "version": [
                    "description": "The version of this format.", "const": .int(JSONDiagnosticFormatter.version),
                ],
                "diagnostics": [
                    "description": .string(
                        "Every diagnostic reported (none suppressed), sorted by file, line, column and id; of a file with more than "
                            + "`--max-diagnostics`, the first ones and `report.truncated`, which says how many of each severity are left out."
                    ),
                    "type": "array",
                    "items": ["$ref": "#/$defs/diagnostic"],
                ],
                "suppressed": [
                    "description": .string(
                        "The diagnostics a suppression comment or the baseline suppressed, each with its `suppression`, sorted as "
                            + "`diagnostics`: not reported, and not counted as errors, warnings or infos. A file lists as many as "
                            + "`--max-diagnostics` keeps; the summary counts them all."),
                    "type": "array",
                    "items": ["$ref": "#/$defs/diagnostic"],
                ],
                "summary": ["$ref": "#/$defs/summary"],
            ],
            "$defs": [
                "diagnostic": diagnostic,
                "note": note,
                "fixIt": fixIt,
                "summary": summary,
                "position": position,
                "count": ["type": "integer", "minimum": 0],
            ],
        ]
    }

    /// A 1-based line or column: `#/$defs/position`.
    static let position: JSONValue = [
        "description": "A 1-based line, or a 1-based column in Unicode scalars.",
        "type": "integer",
        "minimum": 1,
    ]

    static var diagnostic: JSONValue {
        Build.strictObject(
            "One finding about a spec.",
            properties: [
                "file": Build.text("The file's name as given on the command line; `<stdin>` for standard input."),
                "id": [
                    "description": "The diagnostic's stable id.",
                    "enum": .array(DiagnosticID.allCases.map { .string($0.rawValue) }),
                ],
                "severity": [
                    "description": "`error` fails the file; `warning` and `info` do not (unless warnings are errors).",
                    "enum": .array(Severity.allCases.map { .string($0.rawValue) }),
                ],
                "message": Build.text("What is wrong, and what to write instead."),
                "notes": ["type": "array", "items": ["$ref": "#/$defs/note"]],
                "fixIts": ["type": "array", "items": ["$ref": "#/$defs/fixIt"]],
            ].merging(range("The range the diagnostic is about")) { first, _ in first },
            optional: [
                "suppression": Build.strictObject(
                    "Present when the diagnostic is suppressed (in `suppressed`): not reported by the text and github formats, and not counted.",
                    properties: [
                        "kind": [
                            "description":
                                "`inSource`: a suppression comment in the spec; `external`: the baseline file.",
                            "enum": .array(Diagnostic.Suppression.Kind.allCases.map { .string($0.rawValue) }),
                        ],
                        "justification": Build.text("What suppressed it: the comment and its reason, or the baseline."),
                    ]),
                "defaultSeverity": [
                    "description":
                        "Present when a configuration file changed the id's severity: the severity it has by default.",
                    "enum": .array(Severity.allCases.map { .string($0.rawValue) }),
                ],
            ]
        )
    }

    static var note: JSONValue {
        Build.strictObject(
            "A related place, such as the first occurrence of a duplicate.",
            properties: [
                "message": Build.text("What the place is."),
                "file": Build.text("The file the place is in."),
                "line": ["$ref": "#/$defs/position"],
                "column": ["$ref": "#/$defs/position"],
            ]
        )
    }

    static var fixIt: JSONValue {
        Build.strictObject(
            "A suggested edit: replace the text of the range, in the diagnostic's file, by `replacement`.",
            properties: [
                "message": Build.text("The edit, in words."),
                "replacement": Build.text("The text to put in place of the range."),
            ].merging(range("The range to replace")) { first, _ in first }
        )
    }

    private static var summary: JSONValue {
        Build.strictObject(
            "What the run found: every diagnostic, those `--max-diagnostics` left out of `diagnostics` too, "
                + "but not `report.truncated`, so that the counts are the same whatever the limit.",
            properties: [
                "files": ["description": "How many files were checked.", "$ref": "#/$defs/count"],
                "errors": ["$ref": "#/$defs/count"],
                "warnings": ["$ref": "#/$defs/count"],
                "infos": ["$ref": "#/$defs/count"],
                "suppressed": [
                    "description": "How many diagnostics suppression comments suppressed, listed or not.",
                    "$ref": "#/$defs/count",
                ],
                "baselined": [
                    "description": "How many diagnostics the baseline (`--baseline`) held back, listed or not.",
                    "$ref": "#/$defs/count",
                ],
            ]
        )
    }

    /// `line` and `column` of the range's start, `endLine` and `endColumn` of the position
    /// just after it.
    private static func range(_ what: String) -> [String: JSONValue] {
        [
            "line": ["description": .string(what + " starts on this line."), "$ref": "#/$defs/position"],
            "column": ["description": .string(what + " starts at this column."), "$ref": "#/$defs/position"],
            "endLine": ["description": .string(what + " ends on this line."), "$ref": "#/$defs/position"],
            "endColumn": [
                "description": .string(what + " ends just before this column (exclusive)."),
                "$ref": "#/$defs/position",
            ],
        ]
    }
}

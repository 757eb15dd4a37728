/// The JSON Schema (draft 2020-12) of `formspec diff --format json`, committed as
/// `Schemas/formspec-diff.schema.json`. It is built from ``ChangeClass`` and ``ChangeKind`` so
/// that it cannot drift from them; a test checks that the committed file is this document.
package enum DiffSchema {
    private typealias Build = SchemaBuilding

    /// The schema's `$id`.
    package static let id = "https://github.com/formspec/formspec/raw/main/Schemas/formspec-diff.schema.json"

    /// The schema, to be written with ``JSONWriter``.
    package static var document: JSONValue {
        var root = Build.strictObject(
            "The changes between two versions of form specs, as `formspec diff --format json` prints them "
                + "(format version \(JSONDiffFormatter.version)).",
            properties: [
                "version": ["description": "The version of this format.", "const": .int(JSONDiffFormatter.version)],
                "specs": [
                    "description": "Each spec compared, in the order given (`--against`: in the order of their paths).",
                    "type": "array", "items": Build.ref("spec"),
                ],
                "diagnostics": [
                    "description": .string(
                        "The diagnostics of the specs with an error in either version, as `--diagnostics-format json` "
                            + "lists them: those specs are not compared (they are not in `specs`). Empty when every spec "
                            + "compiled."),
                    "type": "array", "items": Build.ref("diagnostic"),
                ],
                "summary": summary,
            ])
        guard case .object(var members) = root else { return root }
        members["$schema"] = .string(Build.draft)
        members["$id"] = .string(id)
        members["title"] = "FormSpec diff"
        members["$defs"] = [
            "spec": spec, "change": change, "counts": counts, "diagnostic": DiagnosticsSchema.diagnostic,
            "note": DiagnosticsSchema.note, "fixIt": DiagnosticsSchema.fixIt, "position": DiagnosticsSchema.position,
            "count": ["type": "integer", "minimum": 0],
            "name": Build.nullable(Build.text("A file's name as given; `REV:path` for a version in git.")),
        ]
        root = .object(members)
        return root
    }

    private static var spec: JSONValue {
        Build.strictObject(
            "One spec's two versions and their changes.",
            properties: [
                "old": ["description": "The old version's name; null when the spec is new.", "$ref": "#/$defs/name"],
                "new": [
                    "description": "The new version's name; null when the spec was deleted.", "$ref": "#/$defs/name",
                ],
                "changes": [
                    "description": .string(
                        "The changes, in the new version's order (each removal at its old place), then by field; "
                            + "at most `--max-changes` of them."),
                    "type": "array", "items": Build.ref("change"),
                ],
                "counts": ["description": "Every change found, by class, listed or not.", "$ref": "#/$defs/counts"],
                "leftOut": [
                    "description": "How many changes `--max-changes` left out of `changes`.", "$ref": "#/$defs/count",
                ],
            ])
    }

    private static var change: JSONValue {
        Build.strictObject(
            "One change, classed and located.",
            properties: [
                "class": [
                    "description": .string(
                        "`breaking`: code generated from the old spec, or answers stored from it, stop working; "
                            + "`behavior`: the form starts or acts differently; `cosmetic`: only how it looks."),
                    "enum": .array(ChangeClass.allCases.map { .string($0.rawValue) }),
                ],
                "kind": [
                    "description": "What happened to what the change is about.",
                    "enum": .array(ChangeKind.allCases.map { .string($0.rawValue) }),
                ],
                "control": Build.strictObject(
                    "The control's id in each version; both null for a change of the form itself.",
                    properties: [
                        "old": Build.nullable(Build.text("The id in the old version; null when added.")),
                        "new": Build.nullable(Build.text("The id in the new version; null when removed.")),
                    ]),
                "field": Build.text(
                    "What changed, as a key path (`state`, `colors.tint`, `items.large.label`, `dates.2026-07-15.enabled`, "
                        + "`x-analytics`); empty for the control or the spec itself."),
                "oldValue": [
                    "description": .string(
                        "The value before, as the compiled JSON writes the field: a text or a word as a string, a flag "
                            + "as a boolean, a number, a selection as an array of ids, a font, a range or an SF Symbol as "
                            + "an object, an extension's value as it is; a control, item or date added or removed, moved "
                            + "or renamed is its id or position. null when it is not set (an unset tint) or there is none "
                            + "(a control added has no value before).")
                ],
                "newValue": [
                    "description": "The value after, as `oldValue` writes it; null when it is not set or there is none."
                ],
                "message": Build.text("The change in a sentence: `newsletter: state changed from off to on`."),
                "file": Build.text(
                    "The file the change is located in: the new version, or the old one for what was removed (a key no longer written among them)."
                ),
                "line": [
                    "description":
                        "The 1-based line of the change's key (its item or date; a control added, removed or moved: the control's).",
                    "type": "integer", "minimum": 1,
                ],
                "column": ["description": "The 1-based column, in Unicode scalars.", "type": "integer", "minimum": 1],
            ])
    }

    private static var counts: JSONValue {
        Build.strictObject(
            "How many changes of each class.",
            properties: Dictionary(uniqueKeysWithValues: ChangeClass.allCases.map { ($0.rawValue, Build.ref("count")) })
        )
    }

    private static var summary: JSONValue {
        var properties = Dictionary(
            uniqueKeysWithValues: ChangeClass.allCases.map { ($0.rawValue, Build.ref("count")) })
        properties["specs"] = ["description": "How many specs were compared.", "$ref": "#/$defs/count"]
        properties["leftOut"] = [
            "description": "How many changes `--max-changes` left out, in all.", "$ref": "#/$defs/count",
        ]
        return Build.strictObject("Every change of every spec, by class, listed or not.", properties: properties)
    }
}

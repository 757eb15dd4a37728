/// The `json` format, described by `Schemas/formspec-diff.schema.json` (``DiffSchema``), written
/// by the canonical ``JSONWriter``:
///
/// ```
/// {"version": 1,
///  "specs": [{"old", "new", "changes": [{"class", "kind", "control": {"old", "new"}, "field",
///             "oldValue", "newValue", "message", "file", "line", "column"}],
///             "counts": {"breaking", "behavior", "cosmetic"}, "leftOut"}],
///  "diagnostics": [{… as `--diagnostics-format json` writes each}],
///  "summary": {"specs", "breaking", "behavior", "cosmetic", "leftOut"}}
/// ```
///
/// A spec with an error in either version is not compared: its diagnostics are in `diagnostics`.
///
/// What a spec does not have is `null`: the old name of a spec added, a control's old id when it
/// was added, a value that is not set or where there is none to show. A value is a JSON value, as
/// the compiled JSON writes the field (``ChangeValue/json``): a text is the string itself, not the
/// quoted words of the message.
enum JSONDiffFormatter {
    /// The version of the format, the document's `version`.
    static let version = 1

    static func render(_ specs: [FormChanges], problems: [Diagnostic]) -> String {
        let counts = specs.reduce(ChangeCounts()) { $0 + $1.counts }
        var summary = JSONValue.Object(object(of: counts))
        summary["specs"] = .int(specs.count)
        summary["leftOut"] = .int(specs.reduce(0) { $0 + $1.leftOut })
        let document: JSONValue = [
            "version": .int(version), "specs": .array(specs.map(object(of:))),
            "diagnostics": .array(problems.map(JSONDiagnosticFormatter.object(of:))), "summary": .object(summary),
        ]
        return JSONWriter.write(document)
    }

    private static func object(of spec: FormChanges) -> JSONValue {
        [
            "old": text(spec.oldName), "new": text(spec.newName),
            "changes": .array(spec.changes.map { object(of: $0, in: spec) }),
            "counts": .object(JSONValue.Object(object(of: spec.counts))),
            "leftOut": .int(spec.leftOut),
        ]
    }

    private static func object(of change: FormChange, in spec: FormChanges) -> JSONValue {
        [
            "class": .string(change.changeClass.rawValue), "kind": .string(change.kind.rawValue),
            "control": ["old": text(change.oldID), "new": text(change.newID)], "field": .string(change.field),
            "oldValue": change.oldValue?.json ?? .null, "newValue": change.newValue?.json ?? .null,
            "message": .string(change.message),
            "file": .string(spec.file(of: change)), "line": .int(change.range.start.line),
            "column": .int(change.range.start.column),
        ]
    }

    private static func object(of counts: ChangeCounts) -> [String: JSONValue] {
        Dictionary(uniqueKeysWithValues: ChangeClass.allCases.map { ($0.rawValue, JSONValue.int(counts[$0])) })
    }

    private static func text(_ value: String?) -> JSONValue {
        value.map(JSONValue.string) ?? .null
    }
}

import FormSpecYAML

/// The `json` format, described by `Schemas/diagnostics.schema.json`
/// (``DiagnosticsSchema``), written by the canonical ``JSONWriter``:
///
/// ```
/// {"version": 1,
///  "diagnostics": [{"file", "id", "severity", "message", "line", "column", "endLine", "endColumn",
///                   "notes": [{"message", "file", "line", "column"}],
///                   "fixIts": [{"message", "replacement", "line", "column", "endLine", "endColumn"}]}],
///  "suppressed": [{… as in "diagnostics", "suppression": {"kind", "justification"}}],
///  "summary": {"files", "errors", "warnings", "infos", "suppressed", "baselined"}}
/// ```
///
/// A diagnostic suppressed by a comment or a baseline is listed apart, in `suppressed` (as
/// ESLint's `suppressedMessages`), with `"suppression": {"kind": "inSource" | "external",
/// "justification"}`, so that `diagnostics` holds only what is reported; the summary counts the
/// ones suppressed, listed or not. One whose severity a configuration changed has
/// `"defaultSeverity"`, the catalogue's.
///
/// Lines and columns are 1-based, columns in Unicode scalars; `endLine`/`endColumn` is the
/// position just after the range (exclusive), as in SARIF.
enum JSONDiagnosticFormatter {
    /// The version of the format, the document's `version`.
    static let version = 1

    static func render(_ report: DiagnosticReport) -> String {
        JSONWriter.write(document(of: report))
    }

    static func document(of report: DiagnosticReport) -> JSONValue {
        [
            "version": .int(version),
            "diagnostics": .array(report.diagnostics.map(object(of:))),
            "suppressed": .array(report.suppressed.map(object(of:))),
            "summary": [
                "files": .int(report.fileCount),
                "errors": .int(report.errorCount),
                "warnings": .int(report.warningCount),
                "infos": .int(report.infoCount),
                "suppressed": .int(report.suppressedInSourceCount),
                "baselined": .int(report.baselinedCount),
            ],
        ]
    }

    /// One diagnostic as the format writes it (also in `formspec diff --format json`).
    static func object(of diagnostic: Diagnostic) -> JSONValue {
        var members = range(diagnostic.range)
        members["file"] = .string(diagnostic.file)
        members["id"] = .string(diagnostic.id.rawValue)
        members["severity"] = .string(diagnostic.severity.rawValue)
        members["message"] = .string(diagnostic.message)
        if let suppression = diagnostic.suppression {
            members["suppression"] = [
                "kind": .string(suppression.kind.rawValue), "justification": .string(suppression.justification),
            ]
        }
        if let defaultSeverity = diagnostic.defaultSeverity {
            members["defaultSeverity"] = .string(defaultSeverity.rawValue)
        }
        members["notes"] = .array(
            diagnostic.notes.map { note in
                [
                    "message": .string(note.message),
                    "file": .string(note.file),
                    "line": .int(note.range.start.line),
                    "column": .int(note.range.start.column),
                ]
            })
        members["fixIts"] = .array(
            diagnostic.fixIts.map { fixIt in
                var fixItMembers = range(fixIt.range)
                fixItMembers["message"] = .string(fixIt.message)
                fixItMembers["replacement"] = .string(fixIt.replacement)
                return .object(fixItMembers)
            })
        return .object(members)
    }

    private static func range(_ range: SourceRange) -> JSONValue.Object {
        [
            "line": .int(range.start.line),
            "column": .int(range.start.column),
            "endLine": .int(range.end.line),
            "endColumn": .int(range.end.column),
        ]
    }
}

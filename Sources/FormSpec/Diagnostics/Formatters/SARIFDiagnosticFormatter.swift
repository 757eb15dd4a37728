import FormSpecYAML

/// The `sarif` format: a SARIF 2.1.0 log with one run, written by the canonical ``JSONWriter``.
///
/// - `tool.driver` names `formspec` and lists the rules (``DiagnosticID``) its results use, sorted
///   by id, each with its summary and default level (error → `error`, warning → `warning`,
///   info → `note`); `formspec explain` and the reference of diagnostics describe every rule.
/// - One result per diagnostic: `ruleId`, `ruleIndex` (into the rules), `level`, `message`, one
///   location; the notes as `relatedLocations` (ids from 0) and the fix-its as `fixes`, each
///   only when there are some.
/// - Regions are 1-based; `endColumn` is exclusive as SARIF defines it; columns count Unicode
///   code points, which the run declares with `columnKind`.
/// - A diagnostic suppressed by a comment or a baseline is a result with `suppressions` (kind
///   `inSource` or `external`, and its justification). The levels configuration files set are
///   the invocation's `ruleConfigurationOverrides` (`enabled: false` for `off`), each with its
///   file in its properties.
/// - A file name becomes a URI reference: percent-encoded except for unreserved characters and
///   `/`, and with `file://` before an absolute path.
enum SARIFDiagnosticFormatter {
    static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    static let informationURI = "https://github.com/formspec/formspec"

    static func render(_ report: DiagnosticReport) -> String {
        JSONWriter.write(document(of: report))
    }

    static func document(of report: DiagnosticReport) -> JSONValue {
        let results = (report.diagnostics + report.suppressed).sorted(by: Diagnostic.printOrder)
        let used = Set(results.map(\.id) + report.ruleOverrides.map(\.id)).sorted {
            JSONWriter.codePointOrder($0.rawValue, $1.rawValue)
        }
        let ruleIndices = Dictionary(uniqueKeysWithValues: used.enumerated().map { ($1, $0) })
        let driver: JSONValue = [
            "name": "formspec",
            "informationUri": .string(informationURI),
            "version": .string(Compiler.version),
            "rules": rules(used),
        ]
        var run: JSONValue.Object = [
            "tool": ["driver": driver],
            "columnKind": "unicodeCodePoints",
            "results": .array(results.map { result($0, ruleIndex: ruleIndices[$0.id] ?? 0) }),
        ]
        if !report.ruleOverrides.isEmpty {
            let overrides: [JSONValue] = report.ruleOverrides.map { override in
                var configuration: JSONValue.Object = ["enabled": .bool(override.level != .off)]
                if let severity = override.level.severity { configuration["level"] = .string(level(severity)) }
                return [
                    "descriptor": ["id": .string(override.id.rawValue), "index": .int(ruleIndices[override.id] ?? 0)],
                    "configuration": .object(configuration),
                    "properties": ["configurationFile": .string(override.file)],
                ]
            }
            run["invocations"] = [["executionSuccessful": true, "ruleConfigurationOverrides": .array(overrides)]]
        }
        return ["$schema": .string(schemaURI), "version": "2.1.0", "runs": [.object(run)]]
    }

    /// The `rules` of a driver: a reporting descriptor for each of `ids`, in their order.
    static func rules(_ ids: [DiagnosticID]) -> JSONValue {
        .array(
            ids.map { id in
                [
                    "id": .string(id.rawValue),
                    "shortDescription": ["text": .string(id.summary)],
                    "defaultConfiguration": ["level": .string(level(id.severity))],
                ]
            })
    }

    private static func result(_ diagnostic: Diagnostic, ruleIndex: Int) -> JSONValue {
        var members: JSONValue.Object = [
            "ruleId": .string(diagnostic.id.rawValue),
            "ruleIndex": .int(ruleIndex),
            "level": .string(level(diagnostic.severity)),
            "message": ["text": .string(diagnostic.message)],
            "locations": [["physicalLocation": physicalLocation(diagnostic.file, diagnostic.range)]],
        ]
        if !diagnostic.notes.isEmpty {
            members["relatedLocations"] = .array(
                diagnostic.notes.enumerated().map { index, note in
                    [
                        "id": .int(index),
                        "message": ["text": .string(note.message)],
                        "physicalLocation": physicalLocation(note.file, note.range),
                    ]
                })
        }
        if !diagnostic.fixIts.isEmpty {
            members["fixes"] = .array(diagnostic.fixIts.map { fix($0, in: diagnostic.file) })
        }
        if let suppression = diagnostic.suppression {
            members["suppressions"] = [
                ["kind": .string(suppression.kind.rawValue), "justification": .string(suppression.justification)]
            ]
        }
        return .object(members)
    }

    private static func fix(_ fixIt: Diagnostic.FixIt, in file: String) -> JSONValue {
        let replacement: JSONValue = [
            "deletedRegion": region(fixIt.range),
            "insertedContent": ["text": .string(fixIt.replacement)],
        ]
        return [
            "description": ["text": .string(fixIt.message)],
            "artifactChanges": [["artifactLocation": artifactLocation(file), "replacements": [replacement]]],
        ]
    }

    private static func physicalLocation(_ file: String, _ range: SourceRange) -> JSONValue {
        ["artifactLocation": artifactLocation(file), "region": region(range)]
    }

    private static func artifactLocation(_ file: String) -> JSONValue {
        ["uri": .string(uri(of: file))]
    }

    private static func region(_ range: SourceRange) -> JSONValue {
        [
            "startLine": .int(range.start.line),
            "startColumn": .int(range.start.column),
            "endLine": .int(range.end.line),
            "endColumn": .int(range.end.column),
        ]
    }

    private static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    /// `file` as a URI reference: percent-encoded except for unreserved characters and `/`;
    /// an absolute path becomes a `file://` URI.
    static func uri(of file: String) -> String {
        var encoded = file.hasPrefix("/") ? "file://" : ""
        for byte in file.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += byte < 0x10 ? "%0" + hex : "%" + hex
            }
        }
        return encoded
    }
}

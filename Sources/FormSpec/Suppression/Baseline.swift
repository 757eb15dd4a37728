import FormSpecYAML

/// A record of the warnings and infos a project has already (`--write-baseline FILE`), so that a
/// run reports only new ones (`--baseline FILE`): how a team adopts FormSpec, or turns
/// `--warnings-as-errors` on, without fixing every old warning first.
///
/// Each diagnostic is recorded by its file (relative to the baseline's folder), its id and the
/// text of the line it starts on (spaces at either end dropped), not by its line number: an edit
/// above it does not bring it back, and an edit of the line itself does. A record stands for one
/// diagnostic: two identical diagnostics need two records. Errors are never recorded: a spec with
/// an error cannot be compiled, however old the error.
///
/// The file is canonical JSON, its records sorted, so that it diffs well in review:
///
/// ```json
/// {
///   "diagnostics": [
///     {"file": "Forms/booking.form.yaml", "id": "calendar.date-outside-range", "line": "- 2027-02-01"}
///   ],
///   "version": 1
/// }
/// ```
public struct Baseline: Sendable {
    /// One recorded diagnostic.
    struct Record: Hashable, Sendable {
        var file: String
        var id: String
        var line: String
    }

    /// The path of the baseline file as given.
    public let path: String
    /// How many diagnostics each record stands for.
    private var counts: [Record: Int] = [:]
    /// Where the spec paths of the records start from.
    private let paths: RelativePaths

    /// The version of the file's format.
    static let version = 1

    /// An empty baseline that would be written to `path`.
    public init(path: String) {
        self.path = path
        paths = RelativePaths(from: ConfigurationFinder.folder(of: path))
    }

    /// How many records it holds.
    public var count: Int { counts.values.reduce(0, +) }

    /// Reads the baseline at `path`; its mistakes are located (`io.read-failed`, `yaml.*`,
    /// `config.invalid`).
    public static func read(_ path: String) -> Result<Baseline, DiagnosticReport> {
        switch SpecReader(maxFileSize: SpecReader.defaultMaxFileSize).load(.file(path)) {
        case .failure(let diagnostic):
            return .failure(DiagnosticReport(diagnostics: [diagnostic], fileCount: 0))
        case .success(let source):
            var baseline = Baseline(path: path)
            var problems: [Diagnostic] = []
            // JSON is YAML: the parse stage of specs reads it, and locates its mistakes.
            let parsed = YAMLParser.parse(source.bytes)
            problems += parsed.problems.map { Diagnostic($0, file: path) }
            if let root = parsed.root {
                problems += baseline.load(root, file: path)
            }
            guard problems.isEmpty else {
                return .failure(DiagnosticReport(diagnostics: problems, fileCount: 0, sources: [path: SourceLines(source.bytes)]))
            }
            return .success(baseline)
        }
    }

    private mutating func load(_ root: Node, file: String) -> [Diagnostic] {
        func invalid(_ message: String, _ node: Node) -> [Diagnostic] {
            [Diagnostic(.configInvalid, "'\(file)' is not a FormSpec baseline: \(message)", file: file, range: node.range)]
        }
        let pairs = root.mapping ?? []
        guard let version = pairs.pair(named: "version") else {
            return invalid("it has no 'version' (write it with --write-baseline)", root)
        }
        guard case .int(Self.version)? = version.value.scalar?.resolved else {
            return invalid("its version is not \(Self.version)", version.value)
        }
        guard let list = pairs.pair(named: "diagnostics")?.value.sequence else {
            return invalid("it has no list of 'diagnostics'", root)
        }
        for item in list {
            var fields: [String: String] = [:]
            for key in ["file", "id", "line"] {
                guard case .string(let text)? = item.mapping?.pair(named: key)?.value.scalar?.resolved else {
                    return invalid("a record has no text '\(key)'", item)
                }
                fields[key] = text
            }
            counts[Record(file: fields["file"]!, id: fields["id"]!, line: fields["line"]!), default: 0] += 1
        }
        return []
    }

    /// The record of `diagnostic`, which starts on a line of `lines`, in the spec whose path
    /// relative to the baseline is `file`.
    private static func record(of diagnostic: Diagnostic, file: String, lines: SourceLines?) -> Record {
        let text = lines.map { String(decoding: $0.text(ofLine: diagnostic.range.start.line), as: UTF8.self) } ?? ""
        return Record(file: file, id: diagnostic.id.rawValue, line: String(Substring(text).trimmingSpaces))
    }

    /// Moves the diagnostics of one spec (its text `lines`) that the baseline records from
    /// `diagnostics` to `suppressed` (kept in print order), marked as suppressed by it. Each record
    /// hides one diagnostic.
    func apply(to diagnostics: inout [Diagnostic], suppressed: inout [Diagnostic], lines: SourceLines) {
        guard !counts.isEmpty else { return }
        var left = counts
        var kept: [Diagnostic] = []
        var file: String?
        for var diagnostic in diagnostics {
            if file == nil { file = paths.relative(diagnostic.file) }
            let record = Self.record(of: diagnostic, file: file ?? diagnostic.file, lines: lines)
            guard diagnostic.id.isConfigurable, let count = left[record], count > 0 else {
                kept.append(diagnostic)
                continue
            }
            left[record] = count - 1
            diagnostic.suppression = Diagnostic.Suppression(kind: .external, justification: "recorded in the baseline '\(path)'")
            suppressed.append(diagnostic)
        }
        if kept.count < diagnostics.count { suppressed.sort(by: Diagnostic.printOrder) }
        diagnostics = kept
    }

    /// The baseline of `report`: a record for each warning and info it reports (those a baseline
    /// hid included, so that writing over the baseline read keeps them).
    public static func recording(_ report: DiagnosticReport, path: String) -> Baseline {
        var baseline = Baseline(path: path)
        let recorded = report.diagnostics + report.suppressed.filter { $0.suppression?.kind == .external }
        var files: [String: String] = [:]
        for diagnostic in recorded where diagnostic.id.isConfigurable {
            let file = files[diagnostic.file] ?? baseline.paths.relative(diagnostic.file)
            files[diagnostic.file] = file
            baseline.counts[record(of: diagnostic, file: file, lines: report.sources[diagnostic.file]), default: 0] += 1
        }
        return baseline
    }

    /// The file's text: canonical JSON, the records sorted by file, id and line.
    public var json: String {
        let records = counts.flatMap { Array(repeating: $0.key, count: $0.value) }.sorted { lhs, rhs in
            for (left, right) in [(lhs.file, rhs.file), (lhs.id, rhs.id), (lhs.line, rhs.line)] where JSONWriter.compareCodePoints(left, right) != 0 {
                return JSONWriter.codePointOrder(left, right)
            }
            return false
        }
        let list: [JSONValue] = records.map { ["file": .string($0.file), "id": .string($0.id), "line": .string($0.line)] }
        return JSONWriter.write(["version": .int(Self.version), "diagnostics": .array(list)])
    }
}

/// Spec paths relative to a folder (a baseline's), so that the file reads the same from any
/// current directory.
private struct RelativePaths: Sendable {
    /// The folder, absolute, ending with `/`.
    private let base: String?

    init(from folder: String) {
        base = ConfigurationFinder.absolute(folder).map { $0 == "/" ? $0 : $0 + "/" }
    }

    /// `path` relative to the folder, when both are known and the file is in it; as given otherwise.
    func relative(_ path: String) -> String {
        guard let base, let absolute = ConfigurationFinder.absolute(path), absolute.hasPrefix(base) else { return path }
        return String(absolute.dropFirst(base.count))
    }
}

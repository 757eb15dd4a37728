import FormSpecYAML

/// A record of the warnings and infos a project has already (`--write-baseline FILE`), so that a
/// run reports only new ones (`--baseline FILE`): how a team adopts FormSpec, or turns
/// `--warnings-as-errors` on, without fixing every old warning first.
///
/// Each diagnostic is recorded by its file (relative to the baseline's folder), its id and the
/// text of the line it starts on (spaces at either end dropped, and at most ``longestLine``
/// bytes of it), not by its line number: an edit above it does not bring it back, and an edit of
/// the line itself does. A record stands for one diagnostic: two identical diagnostics need two
/// records. Errors are never recorded: a spec with an error cannot be compiled, however old the
/// error. Every warning and info is recorded, however many `--max-diagnostics` prints, and the
/// records apply as diagnostics are collected, before that limit: a spec of five thousand old
/// warnings passes with its baseline. A run holds the records it writes in memory, each one of a
/// line and an id with how many diagnostics it stands for: a few dozen bytes per warning, and no
/// more than one record per line and id.
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
package struct Baseline: Sendable {
    /// What a record says of a diagnostic in its file: its id, and the text of its line.
    struct Entry: Hashable, Sendable {
        var id: String
        var line: String
    }

    /// The path of the baseline file as given.
    package let path: String
    /// How many diagnostics each entry stands for, by the path of the spec relative to the
    /// baseline's folder.
    private var files: [String: [Entry: Int]] = [:]
    /// Where the spec paths of the records start from.
    private let paths: RelativePaths

    /// The version of the file's format.
    static let version = 1
    /// The most bytes of a line's text a record holds: a spec written on one long line would
    /// otherwise make each record as long as the spec.
    static let longestLine = 200

    /// An empty baseline that would be written to `path`.
    package init(path: String) {
        self.path = path
        paths = RelativePaths(from: ConfigurationFinder.folder(of: path))
    }

    /// How many records it holds.
    package var count: Int { files.values.reduce(0) { $0 + $1.values.reduce(0, +) } }

    /// Reads the baseline at `path`; its mistakes are located (`io.read-failed`, `yaml.*`,
    /// `config.invalid`).
    package static func read(_ path: String) -> Result<Baseline, DiagnosticReport> {
        let reader = SpecReader(
            maxFileSize: SpecReader.defaultMaxFileSize, readsRegularFilesOnly: true,
            limitAdvice:
                "baselines have this fixed limit (\(ByteSize.text(SpecReader.defaultMaxFileSize))), which --max-file-size does not change"
        )
        switch reader.load(.file(path)) {
        case .failure(let diagnostic):
            return .failure(DiagnosticReport(diagnostics: [diagnostic], fileCount: 0))
        case .success(let source):
            var baseline = Baseline(path: path)
            // JSON is YAML: the parse stage of specs reads it, and locates its mistakes.
            let parsed = YAMLParser.parse(source.bytes)
            var problems = parsed.problems.map { Diagnostic($0, file: path) }
            if let root = parsed.root {
                problems += baseline.load(root, file: path)
            } else if problems.isEmpty {
                problems.append(
                    Diagnostic(
                        .configInvalid,
                        "'\(path)' is not a FormSpec baseline: it is empty (write it with --write-baseline)",
                        file: path, range: .fileStart))
            }
            guard problems.isEmpty else {
                return .failure(
                    DiagnosticReport(diagnostics: problems, fileCount: 0, sources: [path: SourceLines(source.bytes)]))
            }
            return .success(baseline)
        }
    }

    private mutating func load(_ root: Node, file: String) -> [Diagnostic] {
        func invalid(_ message: String, _ node: Node) -> [Diagnostic] {
            [
                Diagnostic(
                    .configInvalid, "'\(file)' is not a FormSpec baseline: \(message)", file: file, range: node.range)
            ]
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
            files[fields["file"]!, default: [:]][
                Entry(id: fields["id"]!, line: Self.recordedText(Array(fields["line"]!.utf8))), default: 0] += 1
        }
        return []
    }

    /// The records about `source`, to hide its diagnostics as they are collected; nil when
    /// there is none.
    func match(for source: SourceFile) -> BaselineMatch? {
        guard !files.isEmpty, let entries = files[paths.relative(source.name)] else { return nil }
        return BaselineMatch(
            entries, lines: SourceLines(source.bytes),
            suppression: Diagnostic.Suppression(kind: .external, justification: "recorded in the baseline '\(path)'"))
    }

    /// The entry of a diagnostic of `id` that starts on 1-based `line` of `lines`.
    static func entry(_ id: DiagnosticID, line: Int, in lines: SourceLines) -> Entry {
        Entry(id: id.rawValue, line: recordedText(lines.text(ofLine: line)))
    }

    /// The text a record holds of a line's bytes: without spaces and tabs at either end, and at
    /// most ``longestLine`` bytes, cut before a character.
    private static func recordedText(_ line: some BidirectionalCollection<UInt8>) -> String {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
        guard let first = line.firstIndex(where: { !isSpace($0) }), let last = line.lastIndex(where: { !isSpace($0) })
        else { return "" }
        var end = line.index(after: last)
        if line.distance(from: first, to: end) > longestLine {
            end = line.index(first, offsetBy: longestLine)
            // Not between the bytes of one character: before its first byte.
            while end > first, line[end] & 0xC0 == 0x80 { end = line.index(before: end) }
        }
        return String(decoding: line[first..<end], as: UTF8.self)
    }

    /// The baseline of `report`: a record for each warning and info its specs have, reported,
    /// left out of the report or hidden by a baseline (so that writing over the baseline read
    /// keeps them); not those a suppression comment covers.
    ///
    /// A report that no recording run made (one assembled from diagnostics) gives the records of
    /// the warnings and infos it lists, reported or baselined, whose files are in its `sources`.
    package static func recording(_ report: DiagnosticReport, path: String) -> Baseline {
        var baseline = Baseline(path: path)
        for (file, entries) in report.baselineEntries.isEmpty ? listedEntries(of: report) : report.baselineEntries {
            baseline.files[baseline.paths.relative(file), default: [:]].merge(entries, uniquingKeysWith: +)
        }
        return baseline
    }

    /// The records of the warnings and infos `report` lists, by file.
    private static func listedEntries(of report: DiagnosticReport) -> [String: [Entry: Int]] {
        var entries: [String: [Entry: Int]] = [:]
        let listed = report.diagnostics + report.suppressed.filter { $0.suppression?.kind == .external }
        for diagnostic in listed where diagnostic.id.isConfigurable {
            guard let lines = report.sources[diagnostic.file] else { continue }
            entries[diagnostic.file, default: [:]][
                entry(diagnostic.id, line: diagnostic.range.start.line, in: lines), default: 0] += 1
        }
        return entries
    }

    /// The file's text: canonical JSON, the records sorted by file, id and line.
    package var json: String {
        let records = files.flatMap { file, entries in
            entries.flatMap { entry, count in repeatElement((file: file, id: entry.id, line: entry.line), count: count)
            }
        }.sorted { lhs, rhs in
            for (left, right) in [(lhs.file, rhs.file), (lhs.id, rhs.id), (lhs.line, rhs.line)]
            where JSONWriter.compareCodePoints(left, right) != 0 {
                return JSONWriter.codePointOrder(left, right)
            }
            return false
        }
        let list: [JSONValue] = records.map {
            ["file": .string($0.file), "id": .string($0.id), "line": .string($0.line)]
        }
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

import FormSpecYAML

/// Reads a String Catalog with the parse stage of specs (JSON is YAML 1.2), so that a mistake is
/// located as exactly: `yaml.*` for a file that cannot be read as YAML, `io.read-failed` at the
/// place for one that is YAML but not JSON (``JSONSyntaxCheck``: a trailing comma, a comment, a
/// plain word, a block mapping, a single-quoted string, an anchor or alias, …) or JSON but not a
/// catalog (`strings` that is not an object, an entry's `stringUnit` without text, …).
///
/// Its diagnostics are collected as a spec's are, within the same bounds (the first
/// `maxDiagnostics`, ``Compiler/defaultMaxDiagnostics`` unless said, and the file's byte budget,
/// `report.truncated` counting the rest), so that a catalog of many broken entries gets a report
/// that grows with it, not past it.
package struct StringCatalogReader {
    private let file: String
    private var collector: DiagnosticCollector

    private init(file: String, size: Int, maxDiagnostics: Int) {
        self.file = file
        collector = DiagnosticCollector(
            file: file, limit: maxDiagnostics > 0 ? maxDiagnostics : .max,
            byteBudget: DiagnosticCollector.byteBudget(forFileOfSize: size))
    }

    /// The catalog `source` holds, or the diagnostics of why it is not one (never empty): at most
    /// `maxDiagnostics` of them (0: all), then `report.truncated`.
    package static func read(_ source: SourceFile, maxDiagnostics: Int = Compiler.defaultMaxDiagnostics) -> (
        catalog: StringCatalog?, diagnostics: [Diagnostic]
    ) {
        let parsed = YAMLParser.parse(source.bytes)
        var reader = StringCatalogReader(file: source.name, size: source.bytes.count, maxDiagnostics: maxDiagnostics)
        for problem in parsed.problems { reader.collector.append(Diagnostic(problem, file: source.name)) }
        if reader.isClean, parsed.root != nil, let problem = JSONSyntaxCheck.firstProblem(in: source.bytes) {
            let place = SourceLines(source.bytes).location(ofByteOffset: problem.offset)
            reader.report("it is not JSON: \(problem.message)", at: SourceRange(at: place))
        }
        let catalog = parsed.root.flatMap { reader.isClean ? reader.catalog($0) : nil }
        guard let catalog, reader.isClean else {
            if parsed.root == nil, reader.isClean { reader.report("it is empty", at: .fileStart) }
            return (nil, reader.collector.finished())
        }
        return (catalog, [])
    }

    /// Whether nothing was reported yet (the first diagnostic is always kept).
    private var isClean: Bool { collector.count == 0 }

    private mutating func catalog(_ root: Node) -> StringCatalog? {
        guard let members = object(root, "the file") else { return nil }
        for (name, kind) in [("sourceLanguage", "a language, such as \"en\""), ("version", "a version")] {
            if let node = root.mapping?.pair(named: name)?.value, node.scalar?.style != .doubleQuoted {
                report("'\(name)' must be \(kind) between double quotes, not \(node.kindDescription)", at: node.range)
            }
        }
        guard let strings = root.mapping?.pair(named: "strings")?.value else {
            return StringCatalog(members: members, entries: [])
        }
        guard strings.mapping != nil, let entries = members.value(of: "strings")?.members else {
            report("'strings' must be an object of the keys, not \(strings.kindDescription)", at: strings.range)
            return nil
        }
        for pair in strings.mapping ?? [] { checkEntry(pair) }
        return StringCatalog(members: members, entries: entries)
    }

    /// Checks the parts of an entry FormSpec reads or writes.
    private mutating func checkEntry(_ entry: Node.Pair) {
        let key = entry.key.scalar?.text ?? ""
        guard let members = entry.value.mapping else {
            report("the entry '\(key)' must be an object, not \(entry.value.kindDescription)", at: entry.value.range)
            return
        }
        checkStrings(["comment", "extractionState"], of: members, in: "the entry '\(key)'")
        guard let localizations = members.pair(named: "localizations")?.value else { return }
        guard let languages = localizations.mapping else {
            report(
                "the localizations of '\(key)' must be an object, not \(localizations.kindDescription)",
                at: localizations.range)
            return
        }
        for language in languages {
            let place = "the '\(language.key.scalar?.text ?? "")' localization of '\(key)'"
            guard let parts = language.value.mapping else {
                report("\(place) must be an object, not \(language.value.kindDescription)", at: language.value.range)
                continue
            }
            guard let unit = parts.pair(named: "stringUnit")?.value else { continue }
            guard let unitMembers = unit.mapping else {
                report("the stringUnit of \(place) must be an object, not \(unit.kindDescription)", at: unit.range)
                continue
            }
            checkStrings(["state", "value"], of: unitMembers, in: "the stringUnit of \(place)")
        }
    }

    private mutating func checkStrings(_ names: [String], of members: [Node.Pair], in place: String) {
        for name in names {
            if let node = members.pair(named: name)?.value, node.scalar == nil {
                report("'\(name)' of \(place) must be a string, not \(node.kindDescription)", at: node.range)
            }
        }
    }

    // MARK: JSON

    private mutating func object(_ node: Node, _ place: String) -> [CatalogValue.Member]? {
        guard node.mapping != nil else {
            report("\(place) must be a JSON object, not \(node.kindDescription)", at: node.range)
            return nil
        }
        return Self.value(node).members
    }

    /// The JSON value of `node`, whose bytes are JSON (``JSONSyntaxCheck``): its flow collections,
    /// double-quoted strings, and plain `null`, `true`, `false` and numbers.
    private static func value(_ node: Node) -> CatalogValue {
        switch node.content {
        case .mapping(let pairs):
            return .object(pairs.map { CatalogValue.Member($0.key.scalar?.text ?? "", value($0.value)) })
        case .sequence(let items):
            return .array(items.map(value))
        case .scalar(let scalar):
            guard scalar.style.isPlain else { return .string(scalar.text) }
            switch scalar.resolved {
            case .null: return .null
            case .bool(let flag): return .bool(flag)
            default: return .number(scalar.text)
            }
        }
    }

    private mutating func report(_ message: String, at range: SourceRange) {
        collector.append(
            Diagnostic(.ioReadFailed, "cannot read the String Catalog '\(file)': \(message)", file: file, range: range))
    }
}

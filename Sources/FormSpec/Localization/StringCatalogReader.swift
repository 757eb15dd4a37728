import FormSpecYAML

/// Reads a String Catalog with the parse stage of specs (JSON is YAML 1.2), so that a mistake is
/// located as exactly: `yaml.*` for a file that cannot be read as YAML, `io.read-failed` at the
/// place for one that is YAML but not JSON (a plain word, a block mapping, a single-quoted
/// string, an anchor or alias) or JSON but not a catalog (`strings` that is not an object, an entry's `stringUnit`
/// without text, …).
///
/// Its diagnostics are collected as a spec's are, within the same bounds (the first
/// `maxDiagnostics`, ``Compiler/defaultMaxDiagnostics`` unless said, and the file's byte budget,
/// `report.truncated` counting the rest), so that a catalog of many broken entries gets a report
/// that grows with it, not past it.
package struct StringCatalogReader {
    private let file: String
    /// The catalog's bytes, to tell what a node is written with.
    private let bytes: [UInt8]
    private var collector: DiagnosticCollector

    private init(file: String, bytes: [UInt8], maxDiagnostics: Int) {
        self.file = file
        self.bytes = bytes
        let size = bytes.count
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
        var reader = StringCatalogReader(file: source.name, bytes: source.bytes, maxDiagnostics: maxDiagnostics)
        for problem in parsed.problems { reader.collector.append(Diagnostic(problem, file: source.name)) }
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
        return value(node)?.members
    }

    /// The JSON value of `node`, or nil (reported) where it is YAML that is not JSON.
    private mutating func value(_ node: Node) -> CatalogValue? {
        if let mark = yamlOnlyMark(of: node) { return notJSON(mark, at: node.usageRange) }
        switch node.content {
        case .mapping(let pairs):
            guard node.isFlow else { return notJSON("a YAML block mapping", at: node.range) }
            var members: [CatalogValue.Member] = []
            for pair in pairs {
                if let mark = yamlOnlyMark(of: pair.key) { return notJSON(mark, at: pair.key.usageRange) }
                guard let name = pair.key.scalar, name.style == .doubleQuoted else {
                    return notJSON("a key that is not a string between double quotes", at: pair.key.range)
                }
                guard let value = value(pair.value) else { return nil }
                members.append(CatalogValue.Member(name.text, value))
            }
            return .object(members)
        case .sequence(let items):
            guard node.isFlow else { return notJSON("a YAML block list", at: node.range) }
            var values: [CatalogValue] = []
            for item in items {
                guard let value = value(item) else { return nil }
                values.append(value)
            }
            return .array(values)
        case .scalar(let scalar):
            if scalar.style == .doubleQuoted, scalar.tag == nil { return .string(scalar.text) }
            guard scalar.style.isPlain, scalar.tag == nil else {
                return notJSON("a string that is not between double quotes", at: node.range)
            }
            switch scalar.resolved {
            case .null: return .null
            case .bool(let flag): return .bool(flag)
            case .int, .float, .integerOverflow: return .number(scalar.text)
            default: return notJSON("a word that is not between double quotes", at: node.range)
            }
        }
    }

    /// What `node` is written with that JSON does not have: an alias (`*name`), an anchor
    /// (`&name`) or a tag (`!!str`), which start its place in the file.
    private func yamlOnlyMark(of node: Node) -> String? {
        let offset = node.usageRange.start.offset
        guard offset < bytes.count else { return nil }
        switch bytes[offset] {
        case UInt8(ascii: "*"): return "a YAML alias"
        case UInt8(ascii: "&"): return "a YAML anchor"
        case UInt8(ascii: "!"): return "a YAML tag"
        default: return nil
        }
    }

    private mutating func notJSON(_ what: String, at range: SourceRange) -> CatalogValue? {
        report("it is not JSON: \(what)", at: range)
        return nil
    }

    private mutating func report(_ message: String, at range: SourceRange) {
        collector.append(
            Diagnostic(.ioReadFailed, "cannot read the String Catalog '\(file)': \(message)", file: file, range: range))
    }
}

import FormSpecYAML

/// Reads a String Catalog (an Xcode `.xcstrings` file, JSON) in one pass of its bytes
/// (``CatalogJSONReader``), checking its shape as each value ends: `catalog.invalid`, located in
/// the catalog, for bytes that are not JSON (the first place, as Xcode reads only JSON: a trailing
/// comma, a comment, a plain word, a single-quoted string, an anchor, …) or JSON that is not a
/// catalog (`strings` that is not an object, an entry's `stringUnit` without text, …).
///
/// Its diagnostics are collected as a spec's are, within the same bounds (the first
/// `maxDiagnostics`, ``Compiler/defaultMaxDiagnostics`` unless said, and the file's byte budget,
/// `report.truncated` counting the rest), so that a catalog of many broken entries gets a report
/// that grows with it, not past it.
package struct StringCatalogReader {
    private let source: SourceFile
    private var collector: DiagnosticCollector
    /// The catalog's lines, made at the first diagnostic.
    private var lines: SourceLines?

    private init(_ source: SourceFile, maxDiagnostics: Int) {
        self.source = source
        collector = DiagnosticCollector(
            file: source.name, limit: maxDiagnostics > 0 ? maxDiagnostics : .max,
            byteBudget: DiagnosticCollector.byteBudget(forFileOfSize: source.bytes.count))
    }

    /// The catalog `source` holds, or the diagnostics of why it is not one (never empty): at most
    /// `maxDiagnostics` of them (0: all), then `report.truncated`. A plain function of the file's
    /// name and bytes: it reads nothing else.
    package static func read(_ source: SourceFile, maxDiagnostics: Int = Compiler.defaultMaxDiagnostics) -> (
        catalog: StringCatalog?, diagnostics: [Diagnostic]
    ) {
        var reader = StringCatalogReader(source, maxDiagnostics: maxDiagnostics)
        let read = CatalogJSONReader.read(source.bytes) { value, start, path in
            reader.check(value, at: start, in: path)
        }
        switch read {
        case .failure(let problem):
            var failed = StringCatalogReader(source, maxDiagnostics: maxDiagnostics)
            let isEmpty = source.bytes.drop { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }.isEmpty
            failed.report(isEmpty ? "it is empty" : "it is not JSON: \(problem.message)", at: problem.offset)
            return (nil, failed.collector.finished())
        case .success(let root):
            guard reader.collector.count == 0, var members = root.members else {
                return (nil, reader.collector.finished())
            }
            // The entries are held once, by the catalog, and written back in their place.
            let strings = members.firstIndex { $0.name == "strings" }
            let entries = strings.flatMap { members[$0].value.members } ?? []
            if let strings { members[strings].value = .null }
            return (StringCatalog(members: members, entries: entries), [])
        }
    }

    /// Checks the parts of a catalog FormSpec reads or writes, as each ends: the file an object,
    /// `sourceLanguage` and `version` strings, `strings` an object of entries, each an object whose
    /// `comment` and `extractionState` are text and whose `localizations` are objects, each with
    /// a `stringUnit` object whose `state` and `value` are text.
    private mutating func check(_ value: CatalogValue, at start: Int, in path: CatalogJSONReader.Path) {
        let isObject = value.members != nil
        let isText = !isObject && !value.isArray
        switch (path.count, path.count > 0 ? path[0] : nil) {
        case (0, _) where !isObject:
            report("the file must be a JSON object, not \(value.kindDescription)", at: start)
        case (1, let name?) where ["sourceLanguage", "version"].contains(name) && value.string == nil:
            let kind = name == "version" ? "a version" : "a language, such as \"en\""
            report("'\(name)' must be \(kind) between double quotes, not \(value.kindDescription)", at: start)
        case (1, "strings") where !isObject:
            report("'strings' must be an object of the keys, not \(value.kindDescription)", at: start)
        case (2..., "strings"):
            guard let key = path[1] else { return }
            checkEntry(value, key: key, isObject: isObject, isText: isText, at: start, in: path)
        default:
            break
        }
    }

    /// Checks a value of the entry `key`, `path.count - 2` levels into it.
    private mutating func checkEntry(
        _ value: CatalogValue, key: String, isObject: Bool, isText: Bool, at start: Int, in path: CatalogJSONReader.Path
    ) {
        let kind = value.kindDescription
        let member = path.count > 2 ? path[2] : nil
        guard path.count > 3, member == "localizations" else {
            if path.count == 2, !isObject {
                report("the entry '\(key)' must be an object, not \(kind)", at: start)
            } else if path.count == 3, let member, ["comment", "extractionState"].contains(member), !isText {
                report("'\(member)' of the entry '\(key)' must be a string, not \(kind)", at: start)
            } else if path.count == 3, member == "localizations", !isObject {
                report("the localizations of '\(key)' must be an object, not \(kind)", at: start)
            }
            return
        }
        guard let language = path[3].map({ "the '\($0)' localization of '\(key)'" }) else { return }
        if path.count == 4, !isObject {
            report("\(language) must be an object, not \(kind)", at: start)
        } else if path.count == 5, path[4] == "stringUnit", !isObject {
            report("the stringUnit of \(language) must be an object, not \(kind)", at: start)
        } else if path.count == 6, path[4] == "stringUnit", let name = path[5], ["state", "value"].contains(name),
            !isText
        {
            report("'\(name)' of the stringUnit of \(language) must be a string, not \(kind)", at: start)
        }
    }

    private mutating func report(_ message: String, at offset: Int) {
        let lines = self.lines ?? SourceLines(source.bytes)
        self.lines = lines
        let place = lines.location(ofByteOffset: offset)
        collector.append(
            Diagnostic(
                .catalogInvalid, "cannot read the String Catalog (.xcstrings, JSON) '\(source.name)': \(message)",
                file: source.name, range: SourceRange(at: place)))
    }
}

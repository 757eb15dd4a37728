import FormSpec

/// Hover: on a key (or its value), what the key means, its type, default and words; on a place a
/// diagnostic is about, that diagnostic's explanation.
enum HoverFeature {
    static func hover(at position: Position, in document: inout OpenDocument) -> Hover? {
        let offset = document.offset(of: position)
        var sections: [String] = []
        var range: Range?
        if let tree = document.tree(), let found = TreeSearch.pair(at: offset, in: tree),
            let key = found.pair.key.scalar?.text,
            let schema = SchemaLookup.mapping(at: found.path, in: tree),
            let property = SchemaLookup.properties(of: schema)[key]
        {
            sections.append(keySection(key, property))
            range = document.range(of: found.onKey ? found.pair.key.range : found.pair.value.range)
        }
        for diagnostic in document.checked?.diagnostics ?? [] where TreeSearch.contains(diagnostic.range, offset) {
            sections.append(explanation(of: diagnostic.id))
        }
        guard !sections.isEmpty else { return nil }
        return Hover(contents: .markdown(sections.joined(separator: "\n\n---\n\n")), range: range)
    }

    /// A key's meaning, kind, default and words.
    static func keySection(_ key: String, _ property: JSONValue) -> String {
        var lines = ["**`\(key)`** — \(SchemaLookup.kind(of: property))"]
        if let description = SchemaLookup.description(of: property) { lines.append(description) }
        if let value = SchemaLookup.defaultValue(of: property) {
            let text = if case .string(let word) = value { word } else { String(JSONWriter.write(value).dropLast()) }
            lines.append("Default: `\(text)`")
        }
        let words = SchemaLookup.words(of: property)
        if words.count > 1 { lines.append("Words: " + words.map { "`\($0)`" }.joined(separator: ", ")) }
        return lines.joined(separator: "\n\n")
    }

    /// What a diagnostic id checks and why, with a link to its examples.
    static func explanation(of id: DiagnosticID) -> String {
        let entry = Catalogue.entry(id)
        return """
            **\(id.rawValue)** (\(entry.severity.rawValue)): \(entry.summary)

            \(entry.checks)

            Why: \(entry.reason)

            [Examples](\(LSPDiagnostic.documentation(of: id))), or `formspec explain \(id.rawValue)`
            """
    }
}

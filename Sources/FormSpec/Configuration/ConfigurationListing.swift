import FormSpecYAML

/// The text of `formspec config`: a configuration as the YAML of a `.formspec.yml`, each value
/// followed by a comment saying where it comes from (`FILE:LINE:COL`, or `default`).
package struct ConfigurationListing {
    private let configuration: Configuration

    package init(_ configuration: Configuration) {
        self.configuration = configuration
    }

    /// The listing for `path`, the spec or folder asked about.
    package func text(for path: String) -> String {
        var lines = [
            "# The configuration of \(path): \(configuration.file ?? "no configuration file, every value its default")"
        ]
        func add(_ key: String, _ value: String, _ range: SourceRange?, indent: String = "") {
            lines.append("\(indent)\(key): \(value)   # \(origin(range))")
        }
        add(
            "include", list((configuration.include?.value ?? Configuration.defaultInclude).map(\.pattern)),
            configuration.include?.range)
        add("exclude", list((configuration.exclude?.value ?? []).map(\.pattern)), configuration.exclude?.range)
        if configuration.rules.isEmpty {
            lines.append("rules: {}   # default: every id at the severity formspec explain gives it")
        } else {
            lines.append("rules:")
            for rule in configuration.rules { add(rule.id.rawValue, rule.level.rawValue, rule.range, indent: "  ") }
        }
        add(
            "warnings-as-errors", String(configuration.warningsAsErrors?.value ?? false),
            configuration.warningsAsErrors?.range)
        add(
            "max-file-size", ByteSize.text(configuration.maxFileSize?.value ?? SpecReader.defaultMaxFileSize),
            configuration.maxFileSize?.range)
        add(
            "max-diagnostics", String(configuration.maxDiagnostics?.value ?? Compiler.defaultMaxDiagnostics),
            configuration.maxDiagnostics?.range)
        lines.append("compile:")
        let defaultEmit: [OutputFormat] = configuration.template == nil ? [.json] : [.swift]
        add(
            "emit", list((configuration.emit?.value ?? defaultEmit).map(\.rawValue)), configuration.emit?.range,
            indent: "  ")
        if let template = configuration.template {
            add("template", quoted(template.value), template.range, indent: "  ")
        } else {
            lines.append("  template: swift   # default: the built-in Swift")
        }
        if let outputDir = configuration.outputDir {
            add("output-dir", quoted(outputDir.value), outputDir.range, indent: "  ")
        } else {
            lines.append("  output-dir: null   # default: standard output, for one spec")
        }
        add(
            "strings-table", quoted(configuration.stringsTable?.value ?? CompileOptions.defaultStringsTable),
            configuration.stringsTable?.range, indent: "  ")
        return lines.joined(separator: "\n") + "\n"
    }

    private func origin(_ range: SourceRange?) -> String {
        guard let range, let file = configuration.file else { return "default" }
        return "\(file):\(range.start.line):\(range.start.column)"
    }

    private func list(_ words: [String]) -> String {
        "[" + words.map(quoted).joined(separator: ", ") + "]"
    }

    /// `text` as a double-quoted YAML scalar: a JSON string is one.
    private func quoted(_ text: String) -> String {
        String(JSONWriter.write(.string(text)).dropLast())
    }
}

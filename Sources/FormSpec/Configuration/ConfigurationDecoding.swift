import FormSpecYAML

extension Configuration {
    /// The keys of a configuration file, and of its `compile:` mapping.
    enum Key: String, CaseIterable {
        case include, exclude, rules
        case warningsAsErrors = "warnings-as-errors"
        case maxFileSize = "max-file-size"
        case
            maxDiagnostics = "max-diagnostics"
        case compile
    }

    /// The longest name of a strings table (`compile: strings-table`): `NAME.xcstrings` fits a
    /// file name of 255 bytes.
    static let maxStringsTableLength = 255 - ".xcstrings".utf8.count

    enum CompileKey: String, CaseIterable {
        case emit, template
        case outputDir = "output-dir"
        case stringsTable = "strings-table"
    }

    /// Reads a configuration file with the parse stage of specs, so that its mistakes are located
    /// as exactly: `yaml.*` for YAML that cannot be read, `config.invalid` for a key or a value
    /// FormSpec does not take ("did you mean" and a fix-it when a known word is close),
    /// `config.unknown-rule` for an id under `rules:` that does not exist. What is valid is kept.
    ///
    /// - Parameters:
    ///   - source: the file's name and text.
    ///   - directory: the folder its relative paths start from.
    package static func read(_ source: SourceFile, directory: String) -> Configuration {
        var configuration = Configuration(directory: directory)
        configuration.file = source.name
        configuration.source = source
        var reader = ConfigurationReader(file: source.name)
        let parsed = YAMLParser.parse(source.bytes)
        if let root = parsed.root { reader.read(root, into: &configuration) }
        configuration.diagnostics = (reader.diagnostics + parsed.problems.map { Diagnostic($0, file: source.name) })
            .sorted(by: Diagnostic.printOrder)
        return configuration
    }
}

/// Decodes the node tree of a configuration file into a ``Configuration``, reporting each mistake.
private struct ConfigurationReader {
    let file: String
    var diagnostics: [Diagnostic] = []

    init(file: String) {
        self.file = file
    }

    mutating func read(_ root: Node, into configuration: inout Configuration) {
        // An empty file, or one of comments only, configures nothing.
        if case .scalar(let scalar) = root.content, scalar.resolved == .null { return }
        guard let pairs = mapping(root, "a configuration file") else { return }
        for pair in pairs {
            guard let key: Configuration.Key = key(pair.key, in: "a configuration file") else { continue }
            let value = pair.value
            switch key {
            case .include: configuration.include = globs(value, key)
            case .exclude: configuration.exclude = globs(value, key)
            case .rules: configuration.rules = rules(value)
            case .warningsAsErrors: configuration.warningsAsErrors = bool(value, key.rawValue)
            case .maxFileSize: configuration.maxFileSize = size(value)
            case .maxDiagnostics: configuration.maxDiagnostics = count(value)
            case .compile: readCompile(value, into: &configuration)
            }
        }
    }

    private mutating func readCompile(_ node: Node, into configuration: inout Configuration) {
        guard let pairs = mapping(node, "'compile'") else { return }
        for pair in pairs {
            guard let key: Configuration.CompileKey = key(pair.key, in: "'compile'") else { continue }
            switch key {
            case .emit: configuration.emit = formats(pair.value)
            case .template: configuration.template = path(pair.value, key.rawValue).flatMap { template($0) }
            case .outputDir: configuration.outputDir = path(pair.value, key.rawValue)
            case .stringsTable: configuration.stringsTable = stringsTable(pair.value)
            }
        }
    }

    // MARK: Values

    private mutating func rules(_ node: Node) -> [Configuration.Rule] {
        guard let pairs = mapping(node, "'rules'") else { return [] }
        let levels = RuleLevel.allCases.map(\.rawValue)
        return pairs.compactMap { pair in
            guard case .string(let name)? = pair.key.scalar?.resolved else {
                report(
                    .configInvalid,
                    "the keys of 'rules' are diagnostic ids such as 'a11y.low-contrast', not \(pair.key.kindDescription)",
                    at: pair.key.range)
                return nil
            }
            guard let id = DiagnosticID(rawValue: name) else {
                let fixIt = Suggestion.fixIt(
                    replacing: pair.key.range, name, among: DiagnosticID.allCases.map(\.rawValue), isSafe: true)
                report(
                    .configUnknownRule,
                    "'\(name)' is not a diagnostic id\(fixIt.map { "; did you mean '\($0.replacement)'?" } ?? " (formspec explain lists them)")",
                    at: pair.key.range, fixIts: fixIt.map { [$0] } ?? [])
                return nil
            }
            guard let word = text(pair.value, "the level of '\(name)'", allowed: levels, noun: "a level"),
                let level = RuleLevel(rawValue: word)
            else {
                return nil
            }
            if let why = id.whyNotConfigurable, level != RuleLevel(id.severity) {
                report(.configInvalid, "'\(name)' cannot be set to '\(word)': \(why)", at: pair.value.range)
                return nil
            }
            return Configuration.Rule(id: id, level: level, range: pair.value.range)
        }
    }

    private mutating func globs(_ node: Node, _ key: Configuration.Key) -> Configuration.Setting<[Glob]>? {
        let words = textList(node, "'\(key.rawValue)'", example: "'**/*.form.yaml'")
        return words.map { Configuration.Setting(value: $0.map(Glob.init), range: node.range) }
    }

    private mutating func formats(_ node: Node) -> Configuration.Setting<[OutputFormat]>? {
        guard let words = textList(node, "'emit'", example: "json") else { return nil }
        guard !words.isEmpty else {
            report(.configInvalid, "'emit' names no format; give one or more, such as [json, swift]", at: node.range)
            return nil
        }
        var formats: [OutputFormat] = []
        for (word, range) in zip(words, itemRanges(node)) {
            // `emit: json,swift`, as on the command line, too; an empty name between commas is a mistake there too.
            for name in word.split(separator: ",", omittingEmptySubsequences: false).map({ String($0.trimmingSpaces) })
            {
                guard !name.isEmpty else {
                    report(
                        .configInvalid,
                        "'\(word)' holds an empty name, which is not a format of 'emit'; give \(WordList.joined(OutputFormat.allCases.map { "'\($0.rawValue)'" }, "or")), or several separated by commas (json,swift)",
                        at: range)
                    return nil
                }
                guard let format = OutputFormat(rawValue: name) else {
                    // A fix-it writes over the whole text: only where it holds this one name.
                    invalidWord(
                        name, at: range, noun: "a format of 'emit'", allowed: OutputFormat.allCases.map(\.rawValue),
                        fixes: name == word)
                    return nil
                }
                formats.append(format)
            }
        }
        return Configuration.Setting(value: OutputFormat.allCases.filter(formats.contains), range: node.range)
    }

    private mutating func path(_ node: Node, _ key: String) -> Configuration.Setting<String>? {
        // `null` is the default, as `formspec config` lists it.
        if node.scalar?.resolved == .null { return nil }
        guard let word = text(node, "'\(key)'", allowed: nil, noun: "") else { return nil }
        guard !word.isEmpty else {
            report(
                .configInvalid, "'\(key)' is empty; write a path, relative to the configuration file's folder",
                at: node.range)
            return nil
        }
        return Configuration.Setting(value: word, range: node.range)
    }

    /// A `strings-table`: the name of a table, the file name of its `.xcstrings` without the
    /// extension: letters, digits, `_`, `-` and `.`, short enough that `NAME.xcstrings` is a file
    /// name (255 bytes at most), and every generated text, which names it, stays short.
    private mutating func stringsTable(_ node: Node) -> Configuration.Setting<String>? {
        guard let name = text(node, "'strings-table'", allowed: nil, noun: "") else { return nil }
        let allowed = { (byte: UInt8) in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        }
        guard !name.isEmpty, name.utf8.allSatisfy(allowed) else {
            report(
                .configInvalid,
                "'strings-table' is the name of a strings table, the file name of its .xcstrings without the extension (Forms for Forms.xcstrings): letters, digits, '_', '-' and '.', not \(name.isEmpty ? "nothing" : "'\(name)'")",
                at: node.range)
            return nil
        }
        guard name.utf8.count <= Configuration.maxStringsTableLength else {
            report(
                .configInvalid,
                "'strings-table' is at most \(Configuration.maxStringsTableLength) characters, so that NAME.xcstrings is a file name (this one is \(name.utf8.count))",
                at: node.range)
            return nil
        }
        return Configuration.Setting(value: name, range: node.range)
    }

    /// A `template`: a file's path, or the name of a built-in template.
    private mutating func template(_ setting: Configuration.Setting<String>) -> Configuration.Setting<String>? {
        let name = setting.value
        guard !Configuration.namesTemplateFile(name), BuiltInTemplate(rawValue: name) == nil else { return setting }
        let names = BuiltInTemplate.allCases.map(\.rawValue)
        let fixIt = Suggestion.fixIt(replacing: setting.range, name, among: names, isSafe: true)
        report(
            .configInvalid,
            "'\(name)' is not a built-in template (\(WordList.joined(names.map { "'\($0)'" }, "or"))) nor a file's path, which has a '/' or a '.' (./\(name).stencil)"
                + (fixIt.map { "; did you mean '\($0.replacement)'?" } ?? ""),
            at: setting.range, fixIts: fixIt.map { [$0] } ?? [])
        return nil
    }

    private mutating func bool(_ node: Node, _ key: String) -> Configuration.Setting<Bool>? {
        guard let scalar = node.scalar, case .bool(let flag) = scalar.resolved else {
            let yamlOneOne = ["yes": true, "no": false, "on": true, "off": false]
            if let scalar = node.scalar, scalar.style.isPlain, let meant = yamlOneOne[scalar.text.lowercased()] {
                report(
                    .configInvalid,
                    "'\(key)' takes true or false; '\(scalar.text)' is text in YAML 1.2, which FormSpec reads: write \(meant)",
                    at: node.range,
                    fixIts: [
                        Diagnostic.FixIt(
                            message: "write '\(meant)'", range: node.range, replacement: "\(meant)", isSafe: true)
                    ])
            } else {
                report(.configInvalid, "'\(key)' takes true or false, not \(node.kindDescription)", at: node.range)
            }
            return nil
        }
        return Configuration.Setting(value: flag, range: node.range)
    }

    private mutating func size(_ node: Node) -> Configuration.Setting<Int>? {
        let written: String?
        switch node.scalar?.resolved {
        case .int(let number)?: written = String(number)
        case .string(let text)?: written = text
        default: written = nil
        }
        guard let written, let bytes = ByteSize.bytes(written) else {
            report(
                .configInvalid,
                "'max-file-size' takes a size in bytes, or with a K, M or G suffix (64M), not \(node.kindDescription)",
                at: node.range)
            return nil
        }
        return Configuration.Setting(value: bytes, range: node.range)
    }

    private mutating func count(_ node: Node) -> Configuration.Setting<Int>? {
        guard case .int(let number)? = node.scalar?.resolved, number >= 0 else {
            let written = node.scalar.map { "'\($0.text)'" } ?? node.kindDescription
            report(
                .configInvalid, "'max-diagnostics' takes a whole number of 0 or more (0 for no limit), not \(written)",
                at: node.range)
            return nil
        }
        return Configuration.Setting(value: number, range: node.range)
    }

    // MARK: Shapes

    private mutating func mapping(_ node: Node, _ what: String) -> [Node.Pair]? {
        guard let pairs = node.mapping else {
            report(
                .configInvalid, "\(what) is a mapping of keys to values, not \(node.kindDescription)", at: node.range)
            return nil
        }
        return pairs
    }

    /// The key `node` names among `Key`'s, or nil after reporting it.
    private mutating func key<Key: RawRepresentable & CaseIterable>(_ node: Node, in what: String) -> Key?
    where Key.RawValue == String {
        let known = Key.allCases.map(\.rawValue)
        guard case .string(let name)? = node.scalar?.resolved else {
            report(
                .configInvalid, "the keys of \(what) are words such as '\(known[0])', not \(node.kindDescription)",
                at: node.range)
            return nil
        }
        if let key = Key(rawValue: name) { return key }
        let fixIt = Suggestion.fixIt(replacing: node.range, name, among: known, isSafe: true)
        report(
            .configInvalid,
            "\(what) has no key '\(name)'\(fixIt.map { "; did you mean '\($0.replacement)'?" } ?? "") (its keys are \(WordList.joined(known.map { "'\($0)'" }, "and")))",
            at: node.range, fixIts: fixIt.map { [$0] } ?? [])
        return nil
    }

    /// The text of a scalar; with `allowed`, one of those words (`noun` says what they are).
    private mutating func text(_ node: Node, _ what: String, allowed: [String]?, noun: String) -> String? {
        guard case .string(let word)? = node.scalar?.resolved else {
            report(
                .configInvalid,
                "\(what) is \(allowed.map { "one of " + WordList.joined($0.map { "'\($0)'" }, "or") } ?? "a text"), not \(node.kindDescription)",
                at: node.range)
            return nil
        }
        if let allowed, !allowed.contains(word) {
            invalidWord(word, at: node.range, noun: noun, allowed: allowed)
            return nil
        }
        return word
    }

    /// A list of texts, or one text standing for a list of one.
    private mutating func textList(_ node: Node, _ what: String, example: String) -> [String]? {
        let items = node.sequence ?? [node]
        var words: [String] = []
        for item in items {
            guard case .string(let word)? = item.scalar?.resolved, !word.isEmpty else {
                let written = item.scalar?.resolved == .string("") ? "an empty text" : item.kindDescription
                report(
                    .configInvalid, "\(what) is a list of texts such as \(example), not \(written)", at: item.range)
                return nil
            }
            words.append(word)
        }
        return words
    }

    private func itemRanges(_ node: Node) -> [SourceRange] {
        (node.sequence ?? [node]).map(\.range)
    }

    private mutating func invalidWord(
        _ word: String, at range: SourceRange, noun: String, allowed: [String], fixes: Bool = true
    ) {
        let fixIt = Suggestion.fixIt(replacing: range, word, among: allowed, isSafe: true)
        report(
            .configInvalid,
            "'\(word)' is not \(noun) (\(WordList.joined(allowed.map { "'\($0)'" }, "or")))\(fixIt.map { "; did you mean '\($0.replacement)'?" } ?? "")",
            at: range, fixIts: fixes ? fixIt.map { [$0] } ?? [] : [])
    }

    private mutating func report(
        _ id: DiagnosticID, _ message: String, at range: SourceRange, fixIts: [Diagnostic.FixIt] = []
    ) {
        diagnostics.append(Diagnostic(id, message, file: file, range: range, fixIts: fixIts))
    }
}

/// A size in bytes as a person writes it: `1048576`, `512K`, `64M`, `1G`, `64MiB` (binary multiples).
package enum ByteSize {
    /// The bytes `text` says; nil unless it is a whole number above 0, with an optional suffix,
    /// that fits in 32 bits.
    package static func bytes(_ text: String) -> Int? {
        let multipliers: [Character: Int] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30]
        var digits = Substring(text)
        var multiplier = 1
        if digits.hasSuffix("iB") || digits.hasSuffix("ib") { digits = digits.dropLast(2) }
        if let last = digits.last?.uppercased().first, let value = multipliers[last] {
            multiplier = value
            digits = digits.dropLast()
        }
        guard let count = Int(digits), count > 0, count <= Int(Int32.max) / multiplier else { return nil }
        return count * multiplier
    }

    /// `bytes` as the shortest of those spellings (`64M`, `1536K`, `100`).
    package static func text(_ bytes: Int) -> String {
        for (suffix, shift) in [("G", 30), ("M", 20), ("K", 10)] where bytes % (1 << shift) == 0 {
            return "\(bytes >> shift)\(suffix)"
        }
        return String(bytes)
    }
}

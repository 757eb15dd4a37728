/// The arguments after a subcommand: positionals and `--name value` options. Each is taken once
/// by the subcommand; `finish()` rejects whatever was not taken.
struct Arguments {
    private var positionals: [String] = []
    private var options: [String: String] = [:]

    init(_ words: some Sequence<String>) throws(BenchmarkError) {
        var iterator = words.makeIterator()
        while let word = iterator.next() {
            guard word.hasPrefix("--") else {
                positionals.append(word)
                continue
            }
            guard let value = iterator.next() else { throw .usage("\(word) needs a value") }
            options[String(word.dropFirst(2))] = value
        }
    }

    /// Takes the next positional argument, described as `name` in the error when it is missing.
    mutating func positional(_ name: String) throws(BenchmarkError) -> String {
        guard !positionals.isEmpty else { throw .usage("missing \(name)") }
        return positionals.removeFirst()
    }

    /// Takes the option `--name`; nil when it is absent.
    mutating func option(_ name: String) -> String? {
        options.removeValue(forKey: name)
    }

    /// Takes the option `--name` as a positive integer; `fallback` when it is absent (nil: required).
    mutating func positiveInteger(_ name: String, fallback: Int? = nil) throws(BenchmarkError) -> Int {
        guard let value = try optionalPositiveInteger(name) ?? fallback else { throw .usage("missing --\(name) N") }
        return value
    }

    /// Takes the option `--name` as a positive integer; nil when it is absent.
    mutating func optionalPositiveInteger(_ name: String) throws(BenchmarkError) -> Int? {
        guard let text = options.removeValue(forKey: name) else { return nil }
        guard let value = Int(text), value > 0 else {
            throw .usage("--\(name) takes a positive integer, not '\(text)'")
        }
        return value
    }

    /// Fails when an argument was given that the subcommand did not take.
    func finish() throws(BenchmarkError) {
        if let extra = positionals.first { throw .usage("unexpected argument '\(extra)'") }
        if let extra = options.keys.sorted().first { throw .usage("unknown option --\(extra)") }
    }
}

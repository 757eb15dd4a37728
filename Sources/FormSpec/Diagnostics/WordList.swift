/// Lists of words in messages.
enum WordList {
    /// How many words of a spec a message names at most (``joined(naming:_:)``).
    static let mostNamed = 3

    /// `a`, `a or b`, `a, b or c` (with `conjunction` "or" or "and"): every word, for the lists
    /// FormSpec knows (a vocabulary, the keys of a mapping), which are short whatever the spec.
    static func joined(_ words: [String], _ conjunction: String) -> String {
        guard words.count > 1 else { return words.joined() }
        return words.dropLast().joined(separator: ", ") + " \(conjunction) " + words[words.count - 1]
    }

    /// The words a spec wrote (item ids, keys), as ``joined(_:_:)`` lists them when they are at
    /// most ``mostNamed``; beyond, the first ones and how many more: `'a', 'b', 'c' and 997 more`.
    /// A message about one place then stays short however long the list it is about, and a
    /// spec's report grows with the spec, not with its square.
    static func joined<Words: Collection<String>>(naming words: Words, _ conjunction: String) -> String {
        let named = Array(words.prefix(mostNamed))
        let more = words.count - named.count
        return joined(more > 0 ? named + ["\(more) more"] : named, conjunction)
    }
}

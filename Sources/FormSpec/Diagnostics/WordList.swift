/// Lists of words in messages.
enum WordList {
    /// `a`, `a or b`, `a, b or c` (with `conjunction` "or" or "and").
    static func joined(_ words: [String], _ conjunction: String) -> String {
        guard words.count > 1 else { return words.joined() }
        return words.dropLast().joined(separator: ", ") + " \(conjunction) " + words[words.count - 1]
    }
}

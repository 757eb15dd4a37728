import FormSpecYAML

/// "Did you mean": the known word closest to a misspelt one, by edit distance with
/// transpositions (optimal string alignment), ignoring case.
package enum Suggestion {
    /// Words longer than this get no suggestion: no key or name is this long, and the distance
    /// costs the product of the two lengths.
    private static let longestWord = 64

    /// The closest of `candidates` to `word`, when it is close enough to be what was meant: at
    /// most one edit for words of up to four characters, two up to eight, three beyond. Ties go
    /// to the candidate listed first.
    package static func closest(to word: String, among candidates: [String]) -> String? {
        let typed = Array(word.lowercased().unicodeScalars)
        guard !typed.isEmpty, typed.count <= longestWord else { return nil }
        let allowed = typed.count <= 4 ? 1 : typed.count <= 8 ? 2 : 3
        var best: (word: String, distance: Int)?
        for candidate in candidates {
            guard abs(candidate.unicodeScalars.count - typed.count) <= allowed else { continue }
            let distance = self.distance(typed, Array(candidate.lowercased().unicodeScalars), limit: allowed)
            if distance <= allowed, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.word
    }

    /// The fix-it that writes the closest of `candidates` over `range`, when one is close; safe
    /// when the word is a misspelling of a closed set's word, unsafe when it guesses among the
    /// spec's own names (see ``Diagnostic/FixIt/isSafe``).
    static func fixIt(
        replacing range: SourceRange, _ word: String, among candidates: [String], isSafe: Bool
    ) -> Diagnostic.FixIt? {
        closest(to: word, among: candidates).map {
            Diagnostic.FixIt(message: "write '\($0)'", range: range, replacement: $0, isSafe: isSafe)
        }
    }

    /// The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of
    /// two neighbours, each costing one.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        distance(a, b, limit: .max)
    }

    /// The distance when it is at most `limit`; otherwise some number above `limit`, found as
    /// soon as two rows in a row cost more (every later entry grows from one of them). Three rows
    /// in one buffer: a file of thousands of unknown keys asks this thousands of times.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        let width = b.count + 1
        var rows = [Int](repeating: 0, count: 3 * width)
        var (twoRowsUp, previous, current) = (0, width, 2 * width)
        for j in 0..<width { rows[previous + j] = j }
        var previousMinimum = 0
        for i in 1...a.count {
            rows[current] = i
            var minimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(rows[previous + j] + 1, rows[current + j - 1] + 1, rows[previous + j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, rows[twoRowsUp + j - 2] + 1)
                }
                rows[current + j] = value
                minimum = min(minimum, value)
            }
            if minimum > limit, previousMinimum > limit { return minimum }
            previousMinimum = minimum
            (twoRowsUp, previous, current) = (previous, current, twoRowsUp)
        }
        return rows[previous + b.count]
    }
}

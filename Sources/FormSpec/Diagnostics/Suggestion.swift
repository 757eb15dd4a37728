import FormSpecYAML

/// "Did you mean": the known word closest to a misspelt one, by edit distance with
/// transpositions (optimal string alignment), ignoring case.
enum Suggestion {
    /// Words longer than this get no suggestion: no key or name is this long, and the distance
    /// costs the product of the two lengths.
    private static let longestWord = 64

    /// The closest of `candidates` to `word`, when it is close enough to be what was meant: at
    /// most one edit for words of up to four characters, two up to eight, three beyond. Ties go
    /// to the candidate listed first.
    static func closest(to word: String, among candidates: [String]) -> String? {
        let typed = Array(word.lowercased().unicodeScalars)
        guard !typed.isEmpty, typed.count <= longestWord else { return nil }
        let allowed = typed.count <= 4 ? 1 : typed.count <= 8 ? 2 : 3
        var best: (word: String, distance: Int)?
        for candidate in candidates {
            let known = Array(candidate.lowercased().unicodeScalars)
            guard abs(known.count - typed.count) <= allowed else { continue }
            let distance = self.distance(typed, known)
            if distance <= allowed, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.word
    }

    /// The fix-it that writes the closest of `candidates` over `range`, when one is close.
    static func fixIt(replacing range: SourceRange, _ word: String, among candidates: [String]) -> Diagnostic.FixIt? {
        closest(to: word, among: candidates).map { Diagnostic.FixIt(message: "write '\($0)'", range: range, replacement: $0) }
    }

    /// The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of
    /// two neighbours, each costing one.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previousRow: [Int] = []
        var row = Array(0...b.count)
        for i in 1...a.count {
            let twoRowsUp = previousRow
            previousRow = row
            row = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                row[j] = min(previousRow[j] + 1, row[j - 1] + 1, previousRow[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    row[j] = min(row[j], twoRowsUp[j - 2] + 1)
                }
            }
        }
        return row[b.count]
    }
}

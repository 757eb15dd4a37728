import FormSpecYAML

/// "Did you mean": the known word closest to a misspelt one, by edit distance with
/// transpositions (optimal string alignment), ignoring case.
package enum Suggestion {
    /// Words longer than this get no suggestion: no key or name is this long, and the distance
    /// costs the product of the two lengths.
    fileprivate static let longestWord = 64

    /// The closest of `candidates` to `word`, when it is close enough to be what was meant: at
    /// most one edit for words of up to four characters, two up to eight, three beyond. Ties go
    /// to the candidate listed first.
    package static func closest(to word: String, among candidates: [String]) -> String? {
        var list = Candidates(candidates)
        return list.closest(to: word)
    }

    /// The fix-it that writes the closest of `candidates` over `range`, when one is close; safe
    /// when the word is a misspelling of a closed set's word, unsafe when it guesses among the
    /// spec's own names (see ``Diagnostic/FixIt/isSafe``).
    static func fixIt(
        replacing range: SourceRange, _ word: String, among candidates: [String], isSafe: Bool
    ) -> Diagnostic.FixIt? {
        var list = Candidates(candidates)
        return list.fixIt(replacing: range, word, isSafe: isSafe)
    }

    /// Known words that many misspelt ones are looked up in (a group's item ids, each unknown id of
    /// its `selected`). Every lookup compares the word with each candidate, so a spec of `n`
    /// mistakes among `n` words would cost `n²`: the list's lookups together compute at most
    /// ``budget`` cells of the distance table, enough for one lookup many times over. Once it is
    /// spent, no lookup suggests anything (the diagnostics list a few words instead). One lookup
    /// in a fresh list never runs out, so ``Suggestion/closest(to:among:)`` is exact.
    package struct Candidates {
        private let words: [String]
        /// Each word's length in Unicode scalars, as written.
        private let lengths: [Int]
        /// Each word lowercased, made when a lookup first compares it.
        private var lowercased: [[Unicode.Scalar]?]
        /// The cells of distance tables (and candidates looked at) the lookups may still spend.
        package private(set) var budget: Int

        /// The cells all lookups may compute: a fixed allowance, and 256 for each scalar of each
        /// word (one lookup costs at most 28 per scalar: a band of 7 cells by a word of up to 3
        /// scalars more, and one to look at the word).
        package init(_ words: [String]) {
            self.words = words
            lengths = words.map(\.unicodeScalars.count)
            lowercased = Array(repeating: nil, count: words.count)
            budget = (1 << 16) + 256 * lengths.reduce(words.count, +)
        }

        /// The closest word to `word` (see ``Suggestion/closest(to:among:)``), or nil once the
        /// list's budget is spent.
        package mutating func closest(to word: String) -> String? {
            let typed = Array(word.lowercased().unicodeScalars)
            guard budget > 0, !typed.isEmpty, typed.count <= Suggestion.longestWord else { return nil }
            let allowed = typed.count <= 4 ? 1 : typed.count <= 8 ? 2 : 3
            // Looking at a word, and the band of the table the distance computes.
            let cost = 1 + typed.count * (2 * allowed + 1)
            var best: (index: Int, distance: Int)?
            for index in words.indices {
                let isCompared = abs(lengths[index] - typed.count) <= allowed
                budget -= isCompared ? 1 + cost : 1
                guard budget >= 0 else {
                    budget = 0
                    return nil
                }
                guard isCompared else { continue }
                let candidate = lowercased[index] ?? Array(words[index].lowercased().unicodeScalars)
                lowercased[index] = candidate
                let distance = Suggestion.distance(typed, candidate, limit: allowed)
                if distance <= allowed, distance < (best?.distance ?? .max) { best = (index, distance) }
            }
            return best.map { words[$0.index] }
        }

        /// The fix-it that writes the closest word over `range` (see
        /// ``Suggestion/fixIt(replacing:_:among:isSafe:)``).
        mutating func fixIt(replacing range: SourceRange, _ word: String, isSafe: Bool) -> Diagnostic.FixIt? {
            closest(to: word).map {
                Diagnostic.FixIt(message: "write '\($0)'", range: range, replacement: $0, isSafe: isSafe)
            }
        }
    }

    /// The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of
    /// two neighbours, each costing one.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        distance(a, b, limit: max(a.count, b.count))
    }

    /// The distance when it is at most `limit`; otherwise some number above `limit`. Only the band
    /// of cells within `limit` of the diagonal is computed (a cell beyond it costs more than
    /// `limit`), and the work stops as soon as two rows in a row cost more (every later entry
    /// grows from one of them). Three rows in one buffer: a file of thousands of unknown keys asks
    /// this thousands of times.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        guard abs(a.count - b.count) <= limit else { return abs(a.count - b.count) }
        let width = b.count + 1
        let beyond = limit + 1
        var rows = [Int](repeating: beyond, count: 3 * width)
        var (twoRowsUp, previous, current) = (0, width, 2 * width)
        for j in 0...min(b.count, limit) { rows[previous + j] = j }
        var previousMinimum = 0
        for i in 1...a.count {
            let first = max(1, i - limit)
            let last = min(b.count, i + limit)
            // The cells left and right of the band keep the value of a cell beyond it.
            rows[current + first - 1] = first == 1 && i <= limit ? i : beyond
            if last < b.count { rows[current + last + 1] = beyond }
            var minimum = rows[current + first - 1]
            for j in first...last {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(rows[previous + j] + 1, rows[current + j - 1] + 1, rows[previous + j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, rows[twoRowsUp + j - 2] + 1)
                }
                rows[current + j] = min(value, beyond)
                minimum = min(minimum, value)
            }
            if minimum > limit, previousMinimum > limit { return minimum }
            previousMinimum = minimum
            (twoRowsUp, previous, current) = (previous, current, twoRowsUp)
        }
        return rows[previous + b.count]
    }
}

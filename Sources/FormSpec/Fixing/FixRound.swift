/// The edits of one round of `formspec fix` applied to its text: the new bytes, and where each
/// replacement stands in them, so that a position of the new text can be traced back.
struct FixRound: Sendable {
    /// The edits, in the order of their starts, none overlapping.
    var edits: [FixEdit]
    /// Where each edit's replacement starts in the new text, and how many bytes it has.
    var placed: [(start: Int, count: Int)] = []

    /// `edits` applied to `bytes`: every byte outside their ranges kept as it is, but for the
    /// spaces before a comment that follows an edit on its line, as many as keep the comment at
    /// its column (``FixEdit/keepingCommentColumn(in:)``), unless the next edit starts among them.
    init(_ edits: [FixEdit], over bytes: [UInt8], into result: inout [UInt8]) {
        let edits = edits.indices.map { index in
            let widened = edits[index].keepingCommentColumn(in: bytes)
            return index + 1 == edits.count || edits[index + 1].start >= widened.end ? widened : edits[index]
        }
        self.edits = edits
        result.removeAll(keepingCapacity: true)
        result.reserveCapacity(bytes.count + edits.reduce(0) { $0 + $1.fixIt.replacement.utf8.count })
        var copied = 0
        for edit in edits {
            result.append(contentsOf: bytes[copied..<edit.start])
            placed.append((result.count, edit.fixIt.replacement.utf8.count))
            result.append(contentsOf: edit.fixIt.replacement.utf8)
            copied = edit.end
        }
        result.append(contentsOf: bytes[copied...])
    }

    /// The offset in the text before the round of `offset` in the text after it: a place inside
    /// a replacement is its edit's start. A binary search: a round may hold a thousand edits.
    func offsetBefore(_ offset: Int) -> Int {
        // The last edit whose replacement starts at or before `offset`.
        var low = 0
        var high = placed.count
        while low < high {
            let middle = (low + high) / 2
            if placed[middle].start <= offset { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return offset }
        let (edit, place) = (edits[low - 1], placed[low - 1])
        if offset < place.start + place.count { return edit.start }
        return offset + edit.end - (place.start + place.count)
    }

    /// The first edit at whose replacement's start the new text has an error that the text
    /// before had not at the edit's start (by id): the fix-it made a mistake of its own there;
    /// or, when the new text has a YAML error that the text before had not (by id), wherever it
    /// is, the edit nearest before it: a fix-it that makes the file unreadable is never written.
    func editIntroducingError(among diagnostics: [Diagnostic], before: [Diagnostic]) -> FixEdit? {
        let oldYAMLErrors = Set(before.filter { $0.severity == .error && $0.id.family == "yaml" }.map(\.id))
        if let broken = diagnostics.first(where: {
            $0.severity == .error && $0.id.family == "yaml" && !oldYAMLErrors.contains($0.id)
        }) {
            let index = placed.lastIndex { $0.start <= broken.range.start.offset } ?? 0
            return edits[index]
        }
        var newErrors: [Int: [DiagnosticID]] = [:]
        for diagnostic in diagnostics where diagnostic.severity == .error {
            newErrors[diagnostic.range.start.offset, default: []].append(diagnostic.id)
        }
        guard !newErrors.isEmpty else { return nil }
        var oldErrors: [Int: [DiagnosticID]] = [:]
        for diagnostic in before where diagnostic.severity == .error {
            oldErrors[diagnostic.range.start.offset, default: []].append(diagnostic.id)
        }
        return zip(edits, placed).first { edit, place in
            let old = oldErrors[edit.start] ?? []
            return newErrors[place.start]?.contains { !old.contains($0) } ?? false
        }?.0
    }
}

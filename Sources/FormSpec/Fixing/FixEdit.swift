import FormSpecYAML

/// One fix-it chosen to be applied in a round of `formspec fix`: the diagnostic it belongs to,
/// and its edit as byte offsets in the text of that round.
struct FixEdit: Sendable {
    /// The diagnostic the fix-it corrects.
    var diagnostic: Diagnostic
    /// The fix-it applied.
    var fixIt: Diagnostic.FixIt
    /// Where the replaced bytes start in the round's text.
    var start: Int { fixIt.range.start.offset }
    /// Where the replaced bytes end (exclusive) in the round's text.
    var end: Int { fixIt.range.end.offset }

    /// The edits of one round: the first applicable fix-it of each diagnostic of `file`, in the
    /// order of their starts, without one that overlaps an edit before it (first by position
    /// wins; the others come back in the next round) or repeats it (a fix-it two diagnostics
    /// share). Unsafe fix-its only when `unsafe`; fix-its outside the text are not applicable.
    static func chosen(from diagnostics: [Diagnostic], file: String, byteCount: Int, unsafe: Bool) -> [FixEdit] {
        var candidates: [FixEdit] = []
        for diagnostic in diagnostics where diagnostic.file == file {
            guard
                let fixIt = diagnostic.fixIts.first(where: {
                    ($0.isSafe || unsafe) && $0.range.start.offset <= $0.range.end.offset
                        && $0.range.end.offset <= byteCount
                })
            else { continue }
            candidates.append(FixEdit(diagnostic: diagnostic, fixIt: fixIt))
        }
        candidates.sort { ($0.start, $0.end) < ($1.start, $1.end) }
        var chosen: [FixEdit] = []
        for candidate in candidates {
            if let last = chosen.last, candidate.start < last.end || candidate.start == last.start { continue }
            chosen.append(candidate)
        }
        return chosen
    }

    /// This edit, widened over the spaces between it and a comment that follows it on its line
    /// (`state: On      # note`), which it writes again as many as keep the comment at its
    /// column: more when the replacement is shorter than the text it replaces, fewer (one at
    /// least) when it is longer. Itself when no comment follows it, or when either text spans lines.
    func keepingCommentColumn(in bytes: [UInt8]) -> FixEdit {
        var hash = end
        while hash < bytes.count, bytes[hash] == UInt8(ascii: " ") { hash += 1 }
        let spaces = hash - end
        guard spaces > 0, hash < bytes.count, bytes[hash] == UInt8(ascii: "#") else { return self }
        let replaced = String(decoding: bytes[start..<end], as: UTF8.self)
        guard !replaced.contains(where: \.isNewline), !fixIt.replacement.contains(where: \.isNewline) else {
            return self
        }
        let widths = (replaced.unicodeScalars.count, fixIt.replacement.unicodeScalars.count)
        var widened = self
        widened.fixIt.replacement += String(repeating: " ", count: max(1, spaces + widths.0 - widths.1))
        widened.fixIt.range.end = SourceLocation(
            line: fixIt.range.end.line, column: fixIt.range.end.column + spaces, offset: hash)
        return widened
    }
}

import FormSpecYAML

/// The suppression comments of one spec, as SwiftLint's:
///
/// ```yaml
/// # formspec:disable-next-line calendar.selected-disabled, a11y.low-contrast
/// # formspec:disable calendar.date-outside-range -- the sale runs past the range on purpose
/// # formspec:enable calendar.date-outside-range
/// # formspec:disable-file checkbox.images-unused
/// ```
///
/// Each id of each comment is one ``CommentSuppression``. Ids are separated by commas or spaces;
/// what follows ` -- ` is the reason, kept as the suppression's justification. A comment that
/// cannot be read, or names an id that does not exist or cannot be suppressed, is reported
/// (``problems``).
struct SuppressionComments: Sendable {
    /// What the comment after `formspec:` asks for.
    enum Directive: String, CaseIterable {
        case disableNextLine = "disable-next-line"
        case disable
        case enable
        case disableFile = "disable-file"
    }

    /// Every suppression, in the order written.
    private(set) var suppressions: [CommentSuppression] = []
    /// The diagnostics about the comments themselves (`config.invalid`, `config.unknown-rule`,
    /// `suppression.unused` for an id that cannot be suppressed).
    private(set) var problems: [Diagnostic] = []
    /// The suppressions by id and line.
    private var index = SuppressionIndex()

    /// The marker a suppression comment starts with, after `#`.
    static let marker = "formspec:"

    init() {}

    /// The suppression comments of the spec `file`, of `lines`.
    init(_ lines: SourceLines, file: String) {
        self.init(MarkedComments.find(Self.marker, in: lines.bytes), in: lines, file: file)
    }

    /// The suppressions of `comments`, the marked comments of the spec of `lines`.
    init(_ comments: [MarkedComment], in lines: SourceLines, file: String) {
        guard !comments.isEmpty else { return }
        var reader = CommentReader(file: file, lines: lines)
        for comment in comments { reader.read(comment) }
        suppressions = reader.suppressions
        problems = reader.problems
        index = SuppressionIndex(suppressions)
    }

    /// The suppression that covers `diagnostic`, by its index in ``suppressions``: the first one
    /// written of its id whose lines hold the diagnostic's first line.
    func suppression(of diagnostic: Diagnostic) -> Int? {
        index.suppression(of: diagnostic.id, at: diagnostic.range.start.line)
    }

    /// `suppression.unused` for each suppression not among `used` (indices in ``suppressions``).
    func unused(apartFrom used: Set<Int>, file: String) -> [Diagnostic] {
        suppressions.indices.filter { !used.contains($0) }.map { suppressions[$0].unusedDiagnostic(file: file) }
    }
}

/// One id suppressed by one comment, over some lines.
struct CommentSuppression: Sendable {
    var id: DiagnosticID
    var directive: SuppressionComments.Directive
    /// The lines whose diagnostics it suppresses (by their first line).
    var lines: ClosedRange<Int>
    /// Where the id is written in the comment.
    var idRange: SourceRange
    /// The comment, from its `#` to the end of its text.
    var commentRange: SourceRange
    /// The comment's reason, after ` -- `.
    var reason: String?
    /// How a suppressed diagnostic records it: the comment, its line and its reason.
    var justification: String {
        let line = String(commentRange.start.line)
        var justification = ""
        justification.reserveCapacity(26 + directive.rawValue.utf8.count + line.utf8.count + (reason?.utf8.count ?? 0))
        justification += "'# formspec:"
        justification += directive.rawValue
        justification += "' at line "
        justification += line
        if let reason {
            justification += ": "
            justification += reason
        }
        return justification
    }

    func unusedDiagnostic(file: String) -> Diagnostic {
        let covered: String
        switch directive {
        case .disableNextLine: covered = "line \(lines.lowerBound) has"
        case .disable where lines.upperBound == .max:
            covered = "the lines from line \(lines.lowerBound) to the end of the file have"
        case .disable: covered = "lines \(lines.lowerBound) to \(lines.upperBound) have"
        case .disableFile, .enable: covered = "the file has"
        }
        return Diagnostic(
            .suppressionUnused,
            "this suppression of '\(id.rawValue)' suppresses nothing: \(covered) no \(id.rawValue); remove it",
            file: file, range: idRange)
    }
}

/// Reads the comments of one file in order, pairing each `disable` with its `enable`.
private struct CommentReader {
    let file: String
    let lines: SourceLines
    var suppressions: [CommentSuppression] = []
    var problems: [Diagnostic] = []
    /// The `disable` suppressions not yet enabled again, by id: their indices in `suppressions`
    /// (one left open covers the file to its end).
    var open: [DiagnosticID: Int] = [:]

    init(file: String, lines: SourceLines) {
        self.file = file
        self.lines = lines
    }

    mutating func read(_ comment: MarkedComment) {
        let hash = lines.location(ofByteOffset: comment.hashOffset)
        let line = hash.line
        let (words, reason) = Self.words(
            of: Array(comment.text.utf8), at: comment.textOffset, fileSize: lines.bytes.count)
        // A comment is one line: its places are found in order, each counted on from the one
        // before, so that a comment of thousands of ids on a long line is one pass over it. (An
        // offset before the last, which only a comment with bytes that are not UTF-8 gives, is
        // found as any place is.)
        var cursor = hash
        func location(_ offset: Int) -> SourceLocation {
            guard offset >= cursor.offset else { return lines.location(ofByteOffset: offset) }
            cursor = lines.location(ofByteOffset: offset, countedFrom: cursor)
            return cursor
        }
        let wordRanges = words.map { word, start in
            SourceRange(start: location(start), end: location(start + word.utf8.count))
        }
        let commentRange = SourceRange(start: hash, end: location(comment.textOffset + comment.text.utf8.count))
        guard let (directiveWord, _) = words.first, let directiveRange = wordRanges.first else { return }
        guard let directive = SuppressionComments.Directive(rawValue: directiveWord) else {
            let known = SuppressionComments.Directive.allCases.map(\.rawValue)
            let fixIt = Suggestion.fixIt(replacing: directiveRange, directiveWord, among: known, isSafe: true)
            problems.append(
                Diagnostic(
                    .configInvalid,
                    "'formspec:\(directiveWord)' is not a suppression comment\(fixIt.map { "; did you mean 'formspec:\($0.replacement)'?" } ?? "")"
                        + " (the comments are formspec:disable-next-line, formspec:disable, formspec:enable and formspec:disable-file)",
                    file: file, range: directiveRange, fixIts: fixIt.map { [$0] } ?? []))
            return
        }
        let ids = words.dropFirst()
        guard !ids.isEmpty else {
            problems.append(
                Diagnostic(
                    .configInvalid,
                    "'formspec:\(directive.rawValue)' names no diagnostic id; write the ids it is about after it, separated by commas",
                    file: file, range: commentRange))
            return
        }
        for ((word, _), idRange) in zip(ids, wordRanges.dropFirst()) {
            guard let id = knownID(word, at: idRange) else { continue }
            if directive == .enable {
                enable(id, at: line, idRange: idRange)
                continue
            }
            if id == .suppressionUnused {
                problems.append(
                    Diagnostic(
                        .suppressionUnused,
                        "'suppression.unused' cannot be suppressed by a comment: remove the suppression that suppresses nothing, or turn the rule off in .formspec.yml",
                        file: file, range: idRange))
                continue
            }
            if let why = id.whyNotConfigurable {
                problems.append(
                    Diagnostic(
                        .suppressionUnused, "'\(id.rawValue)' cannot be suppressed: \(why)", file: file, range: idRange)
                )
                continue
            }
            let covered: ClosedRange<Int>
            switch directive {
            case .disableNextLine: covered = (line + 1)...(line + 1)
            case .disable: covered = line...Int.max
            case .disableFile, .enable: covered = 1...Int.max
            }
            if directive == .disable {
                if let earlier = open[id] {
                    problems.append(
                        Diagnostic(
                            .configInvalid,
                            "'\(id.rawValue)' is disabled already, since line \(suppressions[earlier].commentRange.start.line); remove this 'formspec:disable', or enable it again before",
                            file: file, range: idRange))
                    continue
                }
                open[id] = suppressions.count
            }
            suppressions.append(
                CommentSuppression(
                    id: id, directive: directive, lines: covered, idRange: idRange, commentRange: commentRange,
                    reason: reason))
        }
    }

    private mutating func enable(_ id: DiagnosticID, at line: Int, idRange: SourceRange) {
        guard let index = open.removeValue(forKey: id) else {
            problems.append(
                Diagnostic(
                    .configInvalid,
                    "'formspec:enable \(id.rawValue)' ends no 'formspec:disable \(id.rawValue)' above it; remove it",
                    file: file, range: idRange))
            return
        }
        suppressions[index].lines = suppressions[index].lines.lowerBound...line
    }

    /// The id `word` names, or nil after reporting `config.unknown-rule`.
    private mutating func knownID(_ word: String, at range: SourceRange) -> DiagnosticID? {
        if let id = DiagnosticID(rawValue: word) { return id }
        let fixIt = Suggestion.fixIt(
            replacing: range, word, among: DiagnosticID.allCases.map(\.rawValue), isSafe: true)
        problems.append(
            Diagnostic(
                .configUnknownRule,
                "'\(word)' is not a diagnostic id\(fixIt.map { "; did you mean '\($0.replacement)'?" } ?? " (formspec explain lists them)")",
                file: file, range: range, fixIts: fixIt.map { [$0] } ?? []))
        return nil
    }

    /// The words of a comment's `text` before ` -- ` (separated by spaces, tabs and commas), each
    /// with its byte offset in the file (`text` starts at `offset`), and the reason after ` -- `.
    /// A word's text is the comment's own: where the file's bytes are not UTF-8 the text holds
    /// replacement characters, longer than the bytes they replace, so the offsets after them are
    /// kept within the file (`fileSize`).
    private static func words(of text: [UInt8], at offset: Int, fileSize: Int) -> (
        words: [(String, Int)], reason: String?
    ) {
        var words: [(String, Int)] = []
        var wordStart: Int?
        var index = 0
        var reason: String?
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: "-"), index + 1 < text.count, text[index + 1] == UInt8(ascii: "-") {
                // Spaces and tabs are ASCII: trimmed bytewise, the reason is the rest's own characters.
                let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
                let rest = text[(index + 2)...]
                if let first = rest.firstIndex(where: { !isSpace($0) }),
                    let last = rest.lastIndex(where: { !isSpace($0) })
                {
                    reason = String(decoding: text[first...last], as: UTF8.self)
                }
                break
            }
            let isSeparator = byte == 0x20 || byte == 0x09 || byte == UInt8(ascii: ",")
            if isSeparator, let start = wordStart {
                words.append(word(text, start..<index, at: offset, fileSize: fileSize))
                wordStart = nil
            } else if !isSeparator, wordStart == nil {
                wordStart = index
            }
            index += 1
        }
        if let start = wordStart { words.append(word(text, start..<index, at: offset, fileSize: fileSize)) }
        return (words, reason)
    }

    /// The word at `range` of a comment's text that starts at `offset`, with its offset in the file.
    private static func word(_ text: [UInt8], _ range: Range<Int>, at offset: Int, fileSize: Int) -> (String, Int) {
        (String(decoding: text[range], as: UTF8.self), min(offset + range.lowerBound, fileSize))
    }

}

extension Substring {
    /// The text without spaces and tabs at either end.
    var trimmingSpaces: Substring {
        guard let first = firstIndex(where: { $0 != " " && $0 != "\t" }),
            let last = lastIndex(where: { $0 != " " && $0 != "\t" })
        else {
            return ""
        }
        return self[first...last]
    }
}

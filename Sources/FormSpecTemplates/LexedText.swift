import Stencil

/// A template's text as Stencil's lexer is given it, and the text it puts back into the tokens.
///
/// Stencil's lexer finds each line of a template by searching the whole template for the line's
/// text (`range(of:)`, in `Lexer.init`), and copies what remains of the template after each
/// token: a long template of many different lines, or of many tags, costs the square of its size
/// (a 128 KiB template without a tag took seconds to read, one of 5,500 tags thirteen, and again
/// for each spec). Here each line that holds no part of a tag is given to it as one `x` (its line
/// breaks kept, every one that Stencil counts, so that every line keeps its number, and the
/// lines with tags as they are, so that every tag keeps its place), in pieces of at most
/// ``linesPerPiece`` lines cut between tags, each after as many line breaks as come before it
/// (so that its lines keep their numbers); the text tokens get the template's own text back, in
/// order. The tokens are those Stencil makes of the whole text (the tests compare them), but for
/// where Stencil places a tag whose line's text stands earlier in another piece too: on its own
/// line here, on the first such line there.
struct LexedText {
    /// The lines of one piece that Stencil reads, at most: a piece ends at the first line break
    /// after them that is not inside a tag.
    static let linesPerPiece = 200

    /// What Stencil's lexer reads, in pieces, each with the line breaks before it.
    private let pieces: [(text: String, lineBreaksBefore: Int)]
    /// The text between the tags, each run that is not empty, in order: a text token's value.
    private let runs: [String]

    /// What Stencil's lexer reads, whole.
    var stencilText: String { pieces.map(\.text).joined() }

    init(_ text: String) {
        let scalars = Array(text.unicodeScalars)
        let tags = Self.tags(in: scalars)
        var runs: [String] = []
        var previousEnd = 0
        for tag in tags + [scalars.count..<scalars.count] {
            if tag.lowerBound > previousEnd { runs.append(Self.string(scalars[previousEnd..<tag.lowerBound])) }
            previousEnd = tag.upperBound
        }
        self.runs = runs
        var inTag = [Bool](repeating: false, count: scalars.count)
        for tag in tags { for index in tag { inTag[index] = true } }
        var pieces: [(text: String, lineBreaksBefore: Int)] = []
        var piece = String.UnicodeScalarView()
        var (lineBreaks, lineBreaksBefore, linesInPiece) = (0, 0, 0)
        var lineStart = 0
        for index in 0...scalars.count where index == scalars.count || Self.isLineBreak(scalars[index]) {
            let line = lineStart..<index
            if !line.isEmpty, !line.contains(where: { inTag[$0] }) {
                piece.append("x")
            } else {
                piece.append(contentsOf: scalars[line])
            }
            lineStart = index + 1
            guard index < scalars.count else { break }
            piece.append(scalars[index])
            lineBreaks += 1
            linesInPiece += 1
            if linesInPiece >= Self.linesPerPiece, !inTag[index] {
                pieces.append((String(piece), lineBreaksBefore))
                (piece, lineBreaksBefore, linesInPiece) = (String.UnicodeScalarView(), lineBreaks, 0)
            }
        }
        if !piece.isEmpty || pieces.isEmpty { pieces.append((String(piece), lineBreaksBefore)) }
        self.pieces = pieces
    }

    /// The tokens Stencil makes of the template, with the template's own text in its text tokens.
    func tokens(environment: Environment, name: String) -> [Token] {
        var tokens: [Token] = []
        for piece in pieces {
            let padded = String(repeating: "\n", count: piece.lineBreaksBefore) + piece.text
            var made = Template(templateString: padded, environment: environment, name: name).tokens
            // A piece starts after a line break that is text: its first token, the line breaks
            // before it and the rest of that text, is the end of the text token before it.
            if piece.lineBreaksBefore > 0, made.first?.kind == .text, tokens.last?.kind == .text {
                made.removeFirst()
            }
            tokens += made
        }
        return restoringText(tokens)
    }

    /// `tokens`, which Stencil made of ``stencilText``, with the template's own text in its
    /// text tokens.
    private func restoringText(_ tokens: [Token]) -> [Token] {
        var next = runs.makeIterator()
        return tokens.map { token in
            guard token.kind == .text, let run = next.next() else { return token }
            return .text(value: run, at: token.sourceMap)
        }
    }

    /// The tags of the template, as Stencil's scanner finds them: a `{` followed by `{`, `%` or
    /// `#` opens one, which ends at the first `}}`, `%}` or `#}` after it (or at the end).
    private static func tags(in scalars: [Unicode.Scalar]) -> [Range<Int>] {
        let ends: [Unicode.Scalar: Unicode.Scalar] = ["{": "}", "%": "%", "#": "#"]
        var tags: [Range<Int>] = []
        var index = 0
        while index < scalars.count {
            var start: Int?
            var foundBrace = false
            for position in index..<scalars.count {
                if foundBrace, ends[scalars[position]] != nil {
                    start = position - 1
                    break
                }
                foundBrace = scalars[position] == "{"
            }
            guard let start, let endMark = ends[scalars[start + 1]] else { break }
            var end = scalars.count
            var foundMark = false
            for position in start..<scalars.count {
                if foundMark, scalars[position] == "}" {
                    end = position + 1
                    break
                }
                foundMark = scalars[position] == endMark
            }
            tags.append(start..<end)
            index = end
        }
        return tags
    }

    /// Whether Stencil ends a line at `scalar` (Foundation's `CharacterSet.newlines`).
    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }
}

import Stencil

/// A template's text as Stencil's lexer is given it, and the text it puts back into the tokens.
///
/// Stencil's lexer finds each line of a template by searching the whole template for the line's
/// text (`range(of:)`, in `Lexer.init`), so that a long template of many different lines costs
/// the square of its size: a 128 KiB template without a tag took seconds to read, and again
/// for each spec. Here each line that holds no part of a tag is given to it as one `x` (its line
/// breaks kept, every one that Stencil counts, so that every line keeps its number, and the
/// lines with tags as they are, so that every tag keeps its place), and its text tokens get the
/// template's own text back, in order: the tokens are those Stencil makes of the whole text
/// (the tests compare them), at the cost of one pass over it.
struct LexedText {
    /// What Stencil's lexer reads.
    let stencilText: String
    /// The text between the tags, each run that is not empty, in order: a text token's value.
    private let runs: [String]

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
        var stencil = String.UnicodeScalarView()
        var lineStart = 0
        for index in 0...scalars.count where index == scalars.count || Self.isLineBreak(scalars[index]) {
            let line = lineStart..<index
            if !line.isEmpty, !line.contains(where: { inTag[$0] }) {
                stencil.append("x")
            } else {
                stencil.append(contentsOf: scalars[line])
            }
            if index < scalars.count { stencil.append(scalars[index]) }
            lineStart = index + 1
        }
        stencilText = String(stencil)
    }

    /// `tokens`, which Stencil made of ``stencilText``, with the template's own text in its
    /// text tokens.
    func restoringText(_ tokens: [Token]) -> [Token] {
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

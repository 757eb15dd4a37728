import Stencil

/// The mistakes in a template's tags that Stencil stops at one at a time, all found in one pass
/// over its tokens: each tag and `{{ }}` read on its own by Stencil (an unknown tag or filter, a
/// tag's own syntax), and the blocks matched with their ends (a block never closed, an end or an
/// `else` that no open block takes). Each is a `TemplateSyntaxError` at its tag. A template with
/// none of them may still fail when Stencil reads it whole, which says what else is wrong.
struct TemplateOutline {
    /// A block a tag opens: the tag that closes it, and the tags that may stand in it before
    /// that, in order (none after `else` or `empty`; `elif` as often as needed).
    private struct Block {
        var end: String
        var middles: [String]
    }

    /// The blocks of this target's tags (``BudgetedExtension``), by the tag that opens them.
    private static let blocks: [String: Block] = [
        "for": Block(end: "endfor", middles: ["empty"]),
        "if": Block(end: "endif", middles: ["elif", "else"]),
        "ifnot": Block(end: "endif", middles: ["else"]),
        "filter": Block(end: "endfilter", middles: []),
        "block": Block(end: "endblock", middles: []),
    ]

    /// What a template says in place of the `include` or `extends` it cannot have.
    static let includeMessage = "a template cannot include or extend another: write what it would include in this file"

    /// A block open where the pass is: the tag that opened it and its name, what may still come
    /// in it, and the last tag read in it (`else`, or its own name).
    private struct OpenBlock {
        var token: Token
        var name: String
        var block: Block
        var last: String

        /// Stencil's words for a block left open, at the tag that opens it.
        var notClosed: TemplateSyntaxError {
            TemplateSyntaxError(reason: "`\(block.end)` was not found.", token: token)
        }
    }

    private let environment: Environment
    private var errors: [TemplateSyntaxError] = []
    /// The blocks open, innermost last.
    private var open: [OpenBlock] = []

    private init(_ environment: Environment) {
        self.environment = environment
    }

    /// The mistakes of `tokens` (a template's, as Stencil's lexer makes them) read with
    /// `environment`, in the order of their tags; empty when there is none of these.
    static func errors(in tokens: [Token], environment: Environment) -> [TemplateSyntaxError] {
        var outline = TemplateOutline(environment)
        for token in tokens {
            switch token.kind {
            case .variable: outline.read([token])
            case .block: outline.readTag(token)
            case .text, .comment: break
            }
        }
        outline.errors += outline.open.map(\.notClosed)
        return outline.errors
    }

    /// Reads one `{% %}`.
    private mutating func readTag(_ token: Token) {
        let words = token.components
        guard let first = words.first else { return }
        // A label before the tag (`outer: for`), as Stencil reads it.
        let name = first.hasSuffix(":") && words.count >= 2 ? words[1] : first
        if let block = Self.blocks[name] {
            read([token, .block(value: block.end, at: token.sourceMap)])
            open.append(OpenBlock(token: token, name: name, block: block, last: name))
        } else if Self.blocks.values.contains(where: { $0.end == name }) {
            close(token, name)
        } else if Self.blocks.values.contains(where: { $0.middles.contains(name) }) {
            readMiddle(token, name)
        } else if name == "include" || name == "extends" {
            errors.append(TemplateSyntaxError(reason: Self.includeMessage, token: token))
        } else if (name == "break" || name == "continue") && open.contains(where: { $0.name == "for" }) {
            return  // Stencil reads it against the loops around it, when it reads the template whole.
        } else {
            read([token])
        }
    }

    /// An end (`endfor`): it closes the innermost open block it ends, and the blocks inside
    /// that one are never closed.
    private mutating func close(_ token: Token, _ name: String) {
        guard let index = open.lastIndex(where: { $0.block.end == name }) else {
            let blocks = Self.named { $0.end == name }
            errors.append(
                TemplateSyntaxError(
                    reason: "`\(name)` closes \(blocks) block, and none is open here", token: token))
            return
        }
        errors += open[(index + 1)...].map(\.notClosed)
        open.removeSubrange(index...)
    }

    /// `elif`, `else` or `empty`, which the innermost open block must take.
    private mutating func readMiddle(_ token: Token, _ name: String) {
        guard let inner = open.last, let position = inner.block.middles.firstIndex(of: name) else {
            let reason: String
            if let inner = open.last, Self.blocks[inner.name]?.middles.contains(name) == true {
                reason =
                    "`\(name)` cannot follow the `\(inner.last)` of this `\(inner.name)` block: `\(inner.block.end)` comes next"
            } else {
                let here = open.last.map { "inside this `\($0.name)` block" } ?? "outside every block"
                reason = "`\(name)` belongs in \(Self.named { $0.middles.contains(name) }) block, not \(here)"
            }
            errors.append(TemplateSyntaxError(reason: reason, token: token))
            return
        }
        if name == "elif" {
            read([.block(value: "if true", at: token.sourceMap), token, .block(value: "endif", at: token.sourceMap)])
        } else {
            open[open.count - 1].block.middles.removeSubrange(...position)
        }
        open[open.count - 1].last = name
    }

    /// `tokens` read by Stencil on their own: its error, if any, kept.
    private mutating func read(_ tokens: [Token]) {
        do {
            _ = try TokenParser(tokens: tokens, environment: environment).parse()
        } catch let error as TemplateSyntaxError {
            errors.append(error)
        } catch {
            errors.append(TemplateSyntaxError(reason: "\(error)", token: tokens[0]))
        }
    }

    /// The blocks that `matching` says take a tag, with their article: "an `if` or `ifnot`".
    private static func named(_ matching: (Block) -> Bool) -> String {
        let names = blocks.filter { matching($0.value) }.keys.sorted()
        return (names.first?.first == "i" ? "an " : "a ") + names.map { "`\($0)`" }.joined(separator: " or ")
    }
}

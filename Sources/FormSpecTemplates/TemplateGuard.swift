import FormSpec
import FormSpecYAML
import Foundation

/// What Stencil cannot read safely, refused before it reads a template (`template.syntax` at the
/// tag): Stencil reads blocks, `not` and parentheses, and subscripts recursively, so that
/// thousands of them would exhaust the stack; it turns `A...B` into an array of every number
/// between, which far-apart or unknown bounds make abort; and its reading takes time that grows
/// with the square of a template's size. The tags are cut as Stencil cuts them (``TemplateTags``).
enum TemplateGuard {
    /// The largest template, in bytes: over ten times the `uikit` template (a template of many short
    /// lines, each with tags, takes Stencil seconds to read at this size, and it reads a template
    /// again for every spec).
    static let maxSize = 128 << 10
    /// The deepest nesting of blocks a template may have (a template needs a few levels; a spec's
    /// YAML may nest 64 deep too).
    static let maxDepth = 64
    /// The most words a tag may hold (`{% if a or b %}` holds four).
    static let maxWords = 100
    /// The deepest nesting of subscripts in a tag (`a[b[0]]` is two deep).
    static let maxSubscriptDepth = 16

    /// The tags that open a block closed by `end` + the tag (`endif`), and those closings.
    private static let opening: Set<String> = ["if", "ifnot", "for", "filter", "block"]
    private static let closing: Set<String> = ["endif", "endfor", "endfilter", "endblock"]

    /// `template.syntax` at the first tag Stencil cannot read safely; nil when there is none.
    static func check(_ source: SourceFile) -> Diagnostic? {
        func refuse(_ message: String, _ start: Int, _ end: Int) -> Diagnostic {
            let lines = SourceLines(source.bytes)
            return Diagnostic(
                .templateSyntax, message, file: source.name,
                range: SourceRange(start: lines.location(ofByteOffset: start), end: lines.location(ofByteOffset: end)))
        }
        var depth = 0
        for item in TemplateTags(source.bytes, wordLimit: maxWords) {
            switch item {
            case .tag(let tag) where tag.kind == .variable || tag.kind == .block:
                if let message = problem(with: tag, depth: &depth) { return refuse(message, tag.start, tag.end) }
            case .tag: break
            case .unclosed(let start):
                let opener = String(decoding: source.bytes[start..<(start + 2)], as: UTF8.self)
                let closer = (opener == "{{" ? "}" : String(opener.dropFirst())) + "}"
                return refuse("this `\(opener)` is never closed by `\(closer)`", start, start + 2)
            }
        }
        guard source.bytes.count <= maxSize else {
            return refuse(
                "a template may be at most \(maxSize >> 10) KiB (this one is \(source.bytes.count) bytes): Stencil takes too long to read more",
                0, 0)
        }
        return nil
    }

    /// What is wrong with `tag`, inside `depth` blocks (updated for the next tag).
    private static func problem(with tag: TemplateTag, depth: inout Int) -> String? {
        if tag.words.count > maxWords {
            return "this tag holds more than \(maxWords) words; write a long condition as several tags"
        }
        if tag.words.contains(where: { subscriptDepth(of: $0) > maxSubscriptDepth }) {
            return "subscripts (`[…]`) are nested more than \(maxSubscriptDepth) deep here"
        }
        if let problem = values(in: tag).lazy.compactMap(rangeProblem).first {
            return problem
        }
        guard tag.kind == .block else { return nil }
        if let name = tag.name, opening.contains(name) {
            depth += 1
            if depth > maxDepth {
                return "blocks are nested more than \(maxDepth) deep here; a template needs only a few levels"
            }
        } else if let first = tag.words.first, closing.contains(first) {
            depth = max(0, depth - 1)
        }
        return nil
    }

    /// The words of `tag` that Stencil resolves as values, where it would read `A...B` as its own
    /// range: every word of a `{{ }}`, the condition of `if`, `elif` and `ifnot`, and the `where`
    /// of a `for` (whose list is a loop's own, ``LoopRange``).
    private static func values(in tag: TemplateTag) -> ArraySlice<String> {
        let words = tag.words
        guard tag.kind == .block else { return words[...] }
        let labelled = tag.name != words.first
        switch tag.name {
        case "if", "elif", "ifnot": return words.dropFirst(labelled ? 2 : 1)
        case "for":
            let filter = labelled ? 5 : 4
            return words.count > filter + 1 && words[filter] == "where" ? words[(filter + 1)...] : []
        default: return []
        }
    }

    /// What is wrong with `word` when Stencil reads it as its own range (`A...B`, where a `for`
    /// does not read it as a ``LoopRange``): safe only when A and B are whole numbers written out,
    /// and not too far apart.
    private static func rangeProblem(_ word: String) -> String? {
        let bounds = word.components(separatedBy: "...")
        guard bounds.count == 2 else { return nil }
        guard let from = Int(bounds[0]), let to = Int(bounds[1]) else {
            return
                "Stencil reads `\(word)` as a range (`A...B`): outside the list of a `for`, A and B must be whole numbers written out"
        }
        let (span, overflow) = max(from, to).subtractingReportingOverflow(min(from, to))
        guard overflow || span >= LoopRange.maxCount else { return nil }
        return "the range \(word) holds more than \(LoopRange.maxCount) numbers, more than a template may go over"
    }

    /// How deep the subscripts of `word` nest: quotes do not count, as Stencil's key paths
    /// ignore them.
    private static func subscriptDepth(of word: String) -> Int {
        var depth = 0
        var deepest = 0
        for byte in word.utf8 {
            if byte == UInt8(ascii: "[") {
                depth += 1
                deepest = max(deepest, depth)
            } else if byte == UInt8(ascii: "]") {
                depth = max(0, depth - 1)
            }
        }
        return deepest
    }
}

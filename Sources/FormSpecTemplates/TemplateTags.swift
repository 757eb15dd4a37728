import Foundation

/// A template's tags (`{{ … }}`, `{% … %}`, `{# … #}`) cut exactly where Stencil 0.15's lexer
/// cuts them, with the words Stencil's parser will read in each: so that what is checked before
/// Stencil reads a template is what it will read. A tag may span lines; a comment hides the tags
/// inside it; a tag is closed by the first `}}`, `%}` or `#}` after its `{` (so `{%}` is a whole
/// tag); an opening that is never closed would make Stencil drop the rest of the template.
struct TemplateTag {
    enum Kind { case variable, block, comment, text }

    /// What Stencil makes of it: `text` when its first two characters are not `{{`, `{%` or `{#`
    /// (a combining mark after the `{%`).
    let kind: Kind
    /// The byte offsets of its `{` and after its closing `}`.
    let start: Int
    let end: Int
    /// Its words, as Stencil's `Token.components` (cut short after the scan's word limit).
    let words: [String]

    /// The tag Stencil looks up for a block: its first word, or the second after a label (`outer: for`).
    var name: String? {
        guard let first = words.first else { return nil }
        return first.hasSuffix(":") && words.count >= 2 ? words[1] : first
    }
}

/// The tags of a template (UTF-8), in order, as Stencil's `Scanner` finds them: a `{` followed by
/// `{`, `%` or `#` opens one, and it ends at the first `}}`, `%}` or `#}` from its `{`. Each is cut
/// when it is asked for, so that a check can stop at the first tag it refuses.
struct TemplateTags: Sequence, IteratorProtocol {
    enum Item {
        case tag(TemplateTag)
        /// The byte offset of the `{` of a tag that is never closed (the last item).
        case unclosed(at: Int)
    }

    private let bytes: [UInt8]
    private let wordLimit: Int
    private var index = 0

    /// The tags of `bytes`, each with its words cut short once there are more than `wordLimit`.
    init(_ bytes: [UInt8], wordLimit: Int) {
        self.bytes = bytes
        self.wordLimit = wordLimit
    }

    mutating func next() -> Item? {
        guard let start = Self.opening(in: bytes, from: index) else {
            index = bytes.count
            return nil
        }
        let opener = bytes[start + 1]
        let closer = opener == UInt8(ascii: "{") ? UInt8(ascii: "}") : opener
        guard let end = Self.closing(in: bytes, from: start, closer: closer) else {
            index = bytes.count
            return .unclosed(at: start)
        }
        index = end
        return .tag(
            Self.tag(String(decoding: bytes[start..<end], as: UTF8.self), start: start, end: end, wordLimit: wordLimit))
    }

    /// Where the next tag opens at or after `index`.
    private static func opening(in bytes: [UInt8], from index: Int) -> Int? {
        var afterBrace = false
        for offset in index..<bytes.count {
            let byte = bytes[offset]
            if afterBrace, byte == UInt8(ascii: "{") || byte == UInt8(ascii: "%") || byte == UInt8(ascii: "#") {
                return offset - 1
            }
            afterBrace = byte == UInt8(ascii: "{")
        }
        return nil
    }

    /// The offset after the first `closer` followed by `}` from the tag's `{`.
    private static func closing(in bytes: [UInt8], from start: Int, closer: UInt8) -> Int? {
        var afterCloser = false
        for offset in start..<bytes.count {
            if afterCloser, bytes[offset] == UInt8(ascii: "}") { return offset + 1 }
            afterCloser = bytes[offset] == closer
        }
        return nil
    }

    /// The tag whose whole text is `string`, as Stencil's `Lexer.createToken` reads it.
    private static func tag(_ string: String, start: Int, end: Int, wordLimit: Int) -> TemplateTag {
        let kind: TemplateTag.Kind =
            string.hasPrefix("{{")
            ? .variable : string.hasPrefix("{%") ? .block : string.hasPrefix("{#") ? .comment : .text
        guard kind != .text else { return TemplateTag(kind: .text, start: start, end: end, words: []) }
        // A `-` or `+` just inside a block's delimiters (whitespace control) is not part of its contents.
        let characters = Array(string)
        let leading = kind == .block && characters.count > 2 && "+-".contains(characters[2])
        let trailing = kind == .block && characters.count >= 3 && "+-".contains(characters[characters.count - 3])
        let dropped = (2 + (leading ? 1 : 0), 2 + (trailing ? 1 : 0))
        guard characters.count > dropped.0 + dropped.1 else {
            return TemplateTag(kind: kind, start: start, end: end, words: [])
        }
        let contents = String(string.dropFirst(dropped.0).dropLast(dropped.1))
            .components(separatedBy: "\n")
            .filter { !$0.isEmpty }
            .map(StencilWords.trimmingSpaces)
            .joined(separator: " ")
        return TemplateTag(kind: kind, start: start, end: end, words: StencilWords.split(contents, limit: wordLimit))
    }
}

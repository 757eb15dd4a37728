import Stencil

/// The whitespace rule of FormSpec's templates, applied to the tokens Stencil's lexer cut: a line
/// that holds nothing but block tags (`{% for %}`, `{% if %}`, `{% endif %}`…) and comments, with
/// spaces or tabs around them, disappears whole (its indentation and its line break); a tag inside
/// a line of text never removes anything. `{%+` keeps the indentation before a tag alone on its
/// line and `+%}` the line break after it; `{%-` and `-%}` remove every space and line break
/// before or after the tag (Stencil's own trimming, rendered with ``Stencil/TrimBehaviour/nothing``).
enum TagLines {
    /// `tokens`, cut by Stencil from `bytes`, with the text around each line of tags trimmed: the
    /// tags themselves are the same tokens (errors are located by their identity), only text
    /// tokens are replaced.
    static func trimmed(_ tokens: [Token], of bytes: [UInt8]) -> [Token] {
        // Stencil keeps a tag's `+` to itself: it is read in the tag's text, the tags cut again as Stencil cut them.
        let tags = TemplateTags(bytes, wordLimit: 0).compactMap { item in
            if case .tag(let tag) = item, tag.kind != .text { tag } else { nil }
        }
        var tagIndex = tokens.indices.map { _ in 0 }
        var count = 0
        for index in tokens.indices where tokens[index].kind != .text {
            tagIndex[index] = count
            count += 1
        }
        func keeps(_ index: Int, at offset: (TemplateTag) -> Int) -> Bool {
            guard count == tags.count, tokens[index].kind == .block else { return false }
            return bytes[offset(tags[tagIndex[index]])] == UInt8(ascii: "+")
        }
        var texts = tokens.map { $0.kind == .text ? Substring($0.contents) : nil }
        var index = 0
        while index < tokens.count {
            guard tokens[index].kind == .block || tokens[index].kind == .comment else {
                index += 1
                continue
            }
            // The run of tags from `index`, with nothing but spaces between them on their line.
            var last = index
            var next = index + 1
            while next < tokens.count {
                if tokens[next].kind == .block || tokens[next].kind == .comment {
                    last = next
                } else if tokens[next].kind != .text || !isBlank(tokens[next].contents) {
                    break
                }
                next += 1
            }
            // Decided on the text as written: the text between two lines of tags is trimmed from both ends.
            let startsItsLine =
                index == 0
                || tokens[index - 1].kind == .text
                    && endsLine(tokens[index - 1].contents, atTemplateStart: index == 1)
            let endsItsLine =
                last + 1 == tokens.count || tokens[last + 1].kind == .text && startsLine(tokens[last + 1].contents)
            guard startsItsLine, endsItsLine else {
                index = last + 1
                continue
            }
            if index > 0, !keeps(index, at: { $0.start + 2 }) {
                texts[index - 1] = texts[index - 1]?.droppingTrailingBlanks
            }
            for between in index...last where tokens[between].kind == .text { texts[between] = "" }
            if last + 1 < tokens.count, !keeps(last, at: { $0.end - 3 }) {
                texts[last + 1] = texts[last + 1]?.droppingFirstLineBreak
            }
            index = last + 1
        }
        return zip(tokens, texts).map { token, text in
            guard let text, text.count != token.contents.count else { return token }
            return .text(value: String(text), at: token.sourceMap)
        }
    }

    /// Whether `text` is only spaces and tabs.
    private static func isBlank(_ text: String) -> Bool { text.allSatisfy { $0 == " " || $0 == "\t" } }

    /// Whether `text`, before a tag, ends its line: a line break then only spaces and tabs, or
    /// only spaces and tabs at the template's start.
    private static func endsLine(_ text: String, atTemplateStart: Bool) -> Bool {
        let last = text.lastIndex { $0 != " " && $0 != "\t" }
        return last.map { text[$0].isNewline } ?? atTemplateStart
    }

    /// Whether `text`, after a tag, starts with only spaces and tabs to a line break or its end.
    private static func startsLine(_ text: String) -> Bool {
        let first = text.firstIndex { $0 != " " && $0 != "\t" }
        return first.map { text[$0].isNewline } ?? true
    }
}

extension Substring {
    /// The text without the spaces and tabs at its end.
    fileprivate var droppingTrailingBlanks: Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " || self[index(before: end)] == "\t" {
            end = index(before: end)
        }
        return self[..<end]
    }

    /// The text without the spaces and tabs at its start and the line break after them.
    fileprivate var droppingFirstLineBreak: Substring {
        guard let first = firstIndex(where: { $0 != " " && $0 != "\t" }) else { return self[endIndex...] }
        return self[index(after: first)...]
    }
}

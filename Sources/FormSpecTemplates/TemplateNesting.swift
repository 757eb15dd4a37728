import FormSpec
import FormSpecYAML

/// The depth of a template's blocks (`{% if %}` … `{% endif %}`), checked before Stencil reads
/// it: Stencil parses blocks recursively, and thousands of nested blocks would exhaust the stack.
enum TemplateNesting {
    /// The deepest nesting of blocks a template may have (a template needs a few levels; a spec's
    /// YAML may nest 64 deep too).
    static let maxDepth = 64

    /// The tags that open a block closed by `end` + the tag (`endif`).
    private static let blockTags: Set<String> = ["if", "ifnot", "for", "filter", "block"]

    /// `template.syntax` at the first tag that opens a block deeper than ``maxDepth``; nil when
    /// none does.
    static func check(_ source: SourceFile) -> Diagnostic? {
        let bytes = source.bytes
        var depth = 0
        var line = 1
        var lineStart = 0
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            } else if bytes[index] == UInt8(ascii: "{"), bytes[index + 1] == UInt8(ascii: "%") {
                var start = index + 2
                while start < bytes.count, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "-") { start += 1 }
                var end = start
                while end < bytes.count, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[end]) { end += 1 }
                let name = String(decoding: bytes[start..<end], as: UTF8.self)
                if name.hasPrefix("end") {
                    depth = max(0, depth - 1)
                } else if blockTags.contains(name) {
                    depth += 1
                    if depth > maxDepth {
                        // The range covers the tag, `{%` to `%}`, or the rest of its line.
                        var close = end
                        while close + 1 < bytes.count, bytes[close] != UInt8(ascii: "\n"),
                              !(bytes[close] == UInt8(ascii: "%") && bytes[close + 1] == UInt8(ascii: "}")) { close += 1 }
                        if close + 1 < bytes.count, bytes[close] == UInt8(ascii: "%") { close += 2 }
                        func column(_ offset: Int) -> Int { String(decoding: bytes[lineStart..<offset], as: UTF8.self).unicodeScalars.count + 1 }
                        let range = SourceRange(start: SourceLocation(line: line, column: column(index), offset: index),
                                                end: SourceLocation(line: line, column: column(close), offset: close))
                        return Diagnostic(.templateSyntax, "blocks are nested more than \(maxDepth) deep here; a template needs only a few levels",
                                          file: source.name, range: range)
                    }
                }
                index = end
                continue
            }
            index += 1
        }
        return nil
    }
}

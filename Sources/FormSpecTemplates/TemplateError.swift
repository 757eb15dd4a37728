import FormSpec
import FormSpecYAML
import Foundation
import Stencil

/// Stencil's errors as FormSpec diagnostics, at the tag or variable they are about.
enum TemplateError {
    /// The diagnostic `id` for `error`, thrown by the template `source` (which Stencil read as
    /// `tokens`) while it rendered the spec `rendering` (nil while it was checked).
    static func diagnostic(
        _ id: DiagnosticID, _ error: any Error, in source: SourceFile, tokens: [Token], rendering spec: String?
    ) -> Diagnostic {
        let syntaxError = error as? TemplateSyntaxError
        var message = syntaxError?.reason ?? "\(error)"
        // Without a loader, Stencil says that an included or extended template "does not exist".
        if error is TemplateDoesNotExist || message.hasPrefix("Template named") {
            message = TemplateOutline.includeMessage
        }
        message = sortingSuggestions(message)
        if let spec { message += " (while rendering '\(spec)')" }
        let place = syntaxError?.token.map { range(of: $0, in: source, tokens: tokens) } ?? SourceRange.fileStart
        return Diagnostic(id, message, file: source.name, range: place)
    }

    /// Where `token` is in `source`: the whole tag, when it is one of the template's `tokens` (the
    /// tags are cut again as Stencil cut them, and the token is found by identity); else where
    /// Stencil says it is (``place(of:in:)``), for a part of a tag that Stencil made a token of.
    private static func range(of token: Token, in source: SourceFile, tokens: [Token]) -> SourceRange {
        let tagTokens = tokens.filter { $0.kind != .text }
        if let index = tagTokens.firstIndex(where: { $0 === token }) {
            let tags = TemplateTags(source.bytes, wordLimit: 0).compactMap { item in
                if case .tag(let tag) = item, tag.kind != .text { tag } else { nil }
            }
            if tags.count == tagTokens.count {
                let lines = SourceLines(source.bytes)
                return SourceRange(
                    start: lines.location(ofByteOffset: tags[index].start),
                    end: lines.location(ofByteOffset: tags[index].end))
            }
        }
        return place(of: token, in: String(decoding: source.bytes, as: UTF8.self))
    }

    /// Where `token` is in the template: from its opening `{{` or `{%` to its closing `}}` or `%}`,
    /// on its line, columns counted in Unicode scalars. Stencil gives where its contents start.
    private static func place(of token: Token, in text: String) -> SourceRange {
        let location = token.sourceMap.location
        guard location.lineNumber > 0 else { return .fileStart }
        let line = Array(location.content.unicodeScalars)
        var contents = String(location.content.prefix(location.lineOffset)).unicodeScalars.count
        var start = contents
        while start > 0,
            !(start + 1 < line.count && line[start] == "{" && (line[start + 1] == "{" || line[start + 1] == "%"))
        {
            start -= 1
        }
        contents += token.contents.unicodeScalars.count
        var end = contents
        while end + 1 < line.count, !((line[end] == "}" || line[end] == "%") && line[end + 1] == "}") {
            end += 1
        }
        end = min(end + 2, line.count)
        let lineStart = byteOffset(ofLine: Int(location.lineNumber), in: text)
        func offset(_ column: Int) -> Int { lineStart + String(String.UnicodeScalarView(line[..<column])).utf8.count }
        return SourceRange(
            start: SourceLocation(line: Int(location.lineNumber), column: start + 1, offset: offset(start)),
            end: SourceLocation(line: Int(location.lineNumber), column: end + 1, offset: offset(end)))
    }

    /// Stencil's "Found similar filters: 'a', 'b'." lists them in no fixed order, and twice when
    /// two extensions have them (``BudgetedExtension`` has `join` as Stencil has): sorted, each
    /// once, so that a message is the same on every run.
    private static func sortingSuggestions(_ message: String) -> String {
        let marker = "Found similar filters: "
        guard let start = message.range(of: marker)?.upperBound else { return message }
        let list = message[start...].trimmingCharacters(in: ["."])
        return message[..<start] + Set(list.components(separatedBy: ", ")).sorted().joined(separator: ", ") + "."
    }

    /// The UTF-8 offset at which line `line` (1-based) of `text` starts.
    private static func byteOffset(ofLine line: Int, in text: String) -> Int {
        var offset = 0
        var current = 1
        for byte in text.utf8 where current < line {
            offset += 1
            if byte == UInt8(ascii: "\n") { current += 1 }
        }
        return offset
    }
}

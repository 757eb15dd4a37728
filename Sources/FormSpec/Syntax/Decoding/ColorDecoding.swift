import FormSpecYAML

/// Colours: `color.invalid`, and `color.unquoted-hex` for `tint: #FF0000`, which YAML
/// reads as a key with no value followed by a comment.
extension SyntaxDecoder {
    mutating func color(_ slot: Slot) -> Located<Color>? {
        if let text = slot.node.stringBytes, let color = Color(utf8: text) { return slot.located(color) }
        guard let scalar = slot.node.scalar else { return mismatch(slot, expected: "a colour") }
        let isNull = slot.node.resolved == .null
        if isNull, scalar.text.isEmpty, slot.node.aliasRange == nil, let comment = commentAfter(slot.keyRange) {
            reportUnquotedHex(comment, in: slot)
            return nil
        }
        if isNull { return mismatch(slot, expected: "a colour") }
        if scalar.text.hasPrefix("#") {
            report(
                .colorInvalid, "'\(scalar.text)' is not a hex colour: write #RGB, #RRGGBB or #RRGGBBAA with hex digits",
                at: slot.range)
        } else if let advice = UIKitColorNames.advice(for: scalar.text) {
            report(
                .colorInvalid, "'\(scalar.text)' is not a colour: " + advice.message, at: slot.range,
                fixIts: [
                    Diagnostic.FixIt(
                        message: "write '\(advice.replacement)'", range: slot.node.usageRange,
                        replacement: advice.replacement, isSafe: advice.isExact)
                ])
        } else {
            reportUnknownWord(
                scalar.text, in: slot, among: NamedColor.allCases.map(\.rawValue), id: .colorInvalid,
                what: "a colour", listing: "a hex colour such as \"#0A84FF\" or a system colour name such as systemBlue"
            )
        }
        return nil
    }

    private mutating func reportUnquotedHex(_ comment: (text: String, range: SourceRange), in slot: Slot) {
        let token = String(comment.text.prefix { !$0.isWhitespace })
        var fixIts: [Diagnostic.FixIt] = []
        var message = "\(slot.name) has no value: YAML reads '#' after a space as the start of a comment"
        if Color(token) != nil {
            message += "; quote the colour: \"\(token)\""
            let tokenEnd = SourceLocation(
                line: comment.range.start.line, column: comment.range.start.column + token.unicodeScalars.count,
                offset: comment.range.start.offset + token.utf8.count)
            fixIts.append(
                Diagnostic.FixIt(
                    message: "quote the colour", range: SourceRange(start: comment.range.start, end: tokenEnd),
                    replacement: "\"\(token)\"", isSafe: true))
        } else {
            message += "; write the colour in quotes, such as \"#0A84FF\""
        }
        report(.colorUnquotedHex, message, at: comment.range, fixIts: fixIts)
    }

    /// The comment that follows `keyRange` on its line (`#` included, trailing spaces removed)
    /// and its range, if there is one.
    private func commentAfter(_ keyRange: SourceRange) -> (text: String, range: SourceRange)? {
        var offset = keyRange.end.offset
        var column = keyRange.end.column
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "#") {
            guard bytes[offset] != UInt8(ascii: "\n"), bytes[offset] != UInt8(ascii: "\r") else { return nil }
            if bytes[offset] & 0xC0 != 0x80 { column += 1 }
            offset += 1
        }
        guard offset < bytes.count else { return nil }
        var end = offset
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
        let text = String(decoding: bytes[offset..<end], as: UTF8.self)
        let trimmed = String(text.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
        let start = SourceLocation(line: keyRange.end.line, column: column, offset: offset)
        let stop = SourceLocation(
            line: start.line, column: column + trimmed.unicodeScalars.count, offset: offset + trimmed.utf8.count)
        return (trimmed, SourceRange(start: start, end: stop))
    }
}

extension PreviewWriter {
    /// Writes `prefix` (our own text, one column per scalar except the glyphs, which are one
    /// column each) then `text`, wrapped at spaces so that no line passes ``width`` columns.
    /// Lines after the first start at column `indent` (at most half the width). A `\n` in
    /// `text` starts a new line; a word longer than a whole line is cut, starting where it
    /// comes; spaces where a line is wrapped are dropped.
    mutating func wrapped(_ prefix: String, _ text: String, indent: Int) {
        append(prefix, width: prefix.unicodeScalars.count)
        let indent = min(indent, PreviewWriter.width / 2)
        if !text.utf8.contains(UInt8(ascii: "\n")) {
            let width = DisplayWidth.of(text)
            if column + width <= PreviewWriter.width {
                append(text, width: width)
                endLine()
                return
            }
        }
        var contentStart = column
        var isFirst = true
        for segment in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if !isFirst {
                newLine(indent)
                contentStart = column
            }
            isFirst = false
            words(of: segment, contentStart: &contentStart, indent: indent)
        }
        endLine()
    }

    /// Writes the words of one line of text, wrapping as they come.
    private mutating func words(of segment: Substring, contentStart: inout Int, indent: Int) {
        var spaces = 0
        var word = ""
        for character in segment {
            if character == " " {
                if !word.isEmpty {
                    place(word, after: spaces, contentStart: &contentStart, indent: indent)
                    word = ""
                    spaces = 0
                }
                spaces += 1
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { place(word, after: spaces, contentStart: &contentStart, indent: indent) }
    }

    /// Writes a word after `spaces` spaces, on a new line when it does not fit on this one.
    private mutating func place(_ word: String, after spaces: Int, contentStart: inout Int, indent: Int) {
        let width = DisplayWidth.of(word)
        if column + spaces + width <= PreviewWriter.width {
            appendSpaces(spaces)
            append(word, width: width)
            return
        }
        if width <= PreviewWriter.width - indent {
            if column > contentStart || column > indent {
                newLine(indent)
                contentStart = column
            }
            append(word, width: width)
            return
        }
        // Longer than any line: cut, starting on this line.
        if column > contentStart, column + spaces < PreviewWriter.width { appendSpaces(spaces) }
        for character in word {
            let characterWidth = DisplayWidth.of(character)
            if column + characterWidth > PreviewWriter.width {
                newLine(indent)
                contentStart = column
            }
            append(String(character), width: characterWidth)
        }
    }

    private mutating func newLine(_ indent: Int) {
        endLine()
        appendSpaces(indent)
    }
}

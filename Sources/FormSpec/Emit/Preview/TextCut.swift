/// Fitting a name into a fixed number of display columns.
enum TextCut {
    /// `text` cut to at most `width` columns, whole characters only.
    static func prefix(_ text: String, width: Int) -> (text: String, width: Int) {
        let total = DisplayWidth.of(text)
        if total <= width { return (text, total) }
        var result = ""
        var used = 0
        for character in text {
            let characterWidth = DisplayWidth.of(character)
            if used + characterWidth > width { break }
            result.append(character)
            used += characterWidth
        }
        return (result, used)
    }

    /// `text` cut to `width` columns and centred in them: padded with spaces, the extra one
    /// (when the room is odd) on the right.
    static func centred(_ text: String, in width: Int) -> String {
        let (cut, used) = prefix(PreviewText.escaped(text).replacingNewlines(), width: width)
        let left = (width - used) / 2
        return String(repeating: " ", count: left) + cut + String(repeating: " ", count: width - used - left)
    }
}

extension String {
    /// The text on one line: line breaks shown as spaces.
    fileprivate func replacingNewlines() -> String {
        contains("\n") ? String(map { $0 == "\n" ? " " : $0 }) : self
    }
}

/// How a changed value reads in a change's message and report: words as they are written in a
/// spec, texts quoted, an absent value `none`.
enum ChangeText {
    /// What an absent value reads as.
    static let none = "none"

    /// A text in double quotes, `"` and `\` escaped and the characters no output shows as they
    /// are (``ControlCharacters``) as `\u{202E}`; `none` when absent.
    static func quoted(_ text: String?) -> String {
        guard let text else { return none }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\": result += "\\" + String(scalar)
            case _ where ControlCharacters.contains(scalar): result += ControlCharacters.escape(scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A word of a vocabulary, as written; `none` when absent.
    static func word<Word: RawRepresentable<String>>(_ word: Word?) -> String {
        word?.rawValue ?? none
    }

    /// `true` or `false`.
    static func flag(_ value: Bool) -> String {
        value ? "true" : "false"
    }

    /// A number as the JSON writes it (`30`, `0.4`).
    static func number(_ value: Double) -> String {
        JSONNumber.text(value)
    }

    /// A colour as the JSON writes it (`#FF0000FF`, `systemBlue`); `none` when absent.
    static func color(_ color: Color?) -> String {
        color?.canonical ?? none
    }

    /// A list of words or ids, comma-separated; `none` when empty.
    static func list(_ words: [String]) -> String {
        words.isEmpty ? none : words.joined(separator: ", ")
    }

    /// A JSON value (an extension's) on one line: its canonical text with the indentation dropped.
    static func json(_ value: JSONValue?) -> String {
        guard let value else { return none }
        let lines = JSONWriter.write(value).split(separator: "\n")
        return lines.map { $0.drop { $0 == " " } }.joined(separator: " ")
    }
}

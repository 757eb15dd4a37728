/// How a changed value reads (``ChangeValue``): in a message, words as they are written in a
/// spec, texts quoted, an absent value `none`; in JSON, the value as the compiled JSON writes it,
/// an absent one `null`.
enum ChangeText {
    /// An absent value: `none`, JSON `null`.
    static let none = ChangeValue(text: "none", json: .null)

    /// A text in double quotes, `"` and `\` escaped and the characters no output shows as they
    /// are (``ControlCharacters``) as `\u{202E}`; in JSON, the text itself.
    static func quoted(_ text: String?) -> ChangeValue {
        guard let text else { return none }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\": result += "\\" + String(scalar)
            case _ where ControlCharacters.contains(scalar): result += ControlCharacters.escape(scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return ChangeValue(text: result + "\"", json: .string(text))
    }

    /// A word of a vocabulary, as written.
    static func word<Word: RawRepresentable<String>>(_ word: Word?) -> ChangeValue {
        word.map { name($0.rawValue) } ?? none
    }

    /// A name as written, unquoted (an id, a locale, a control type).
    static func name(_ name: String) -> ChangeValue {
        ChangeValue(text: name, json: .string(name))
    }

    /// `true` or `false`.
    static func flag(_ value: Bool) -> ChangeValue {
        ChangeValue(text: value ? "true" : "false", json: .bool(value))
    }

    /// A number as the JSON writes it (`30`, `0.4`).
    static func number(_ value: Double) -> ChangeValue {
        ChangeValue(text: JSONNumber.text(value), json: .double(value))
    }

    /// A count (`minSelected`), or `none`.
    static func count(_ value: Int?) -> ChangeValue {
        value.map { ChangeValue(text: String($0), json: .int($0)) } ?? none
    }

    /// A condition (canonical, as outputs compare it) as a spec writes it in flow style:
    /// `{control: ticket, is: student}`, `{not: {any: [...]}}`; in JSON, as the compiled JSON
    /// writes it, its keys in code-point order. `none` when there is none.
    static func condition(_ condition: Condition?) -> ChangeValue {
        guard let condition else { return none }
        return ChangeValue(text: conditionText(condition), json: conditionJSON(condition))
    }

    private static func conditionText(_ condition: Condition) -> String {
        switch condition {
        case .all(let parts): return "{all: [" + parts.map(conditionText).joined(separator: ", ") + "]}"
        case .any(let parts): return "{any: [" + parts.map(conditionText).joined(separator: ", ") + "]}"
        case .not(let part): return "{not: " + conditionText(part) + "}"
        case .test(let control, let test): return "{control: \(control), \(test.key.rawValue): \(test.valueText)}"
        }
    }

    private static func conditionJSON(_ condition: Condition) -> JSONValue {
        switch condition {
        case .all(let parts): return ["all": .array(parts.map(conditionJSON))]
        case .any(let parts): return ["any": .array(parts.map(conditionJSON))]
        case .not(let part): return ["not": conditionJSON(part)]
        case .test(let control, .answered(let answered)):
            return ["answered": .bool(answered), "control": .string(control)]
        case .test(let control, let test):
            return ["control": .string(control), test.key.rawValue: .string(test.valueText)]
        }
    }

    /// A position in a list, from 1.
    static func position(_ index: Int) -> ChangeValue {
        ChangeValue(text: String(index + 1), json: .int(index + 1))
    }

    /// A colour as the JSON writes it (`#FF0000FF`, `systemBlue`).
    static func color(_ color: Color?) -> ChangeValue {
        color.map { name($0.canonical) } ?? none
    }

    /// A list of words or ids: comma-separated, `none` when empty; in JSON, an array.
    static func list(_ words: [String]) -> ChangeValue {
        ChangeValue(
            text: words.isEmpty ? none.text : words.joined(separator: ", "), json: .array(words.map(JSONValue.string)))
    }

    /// A JSON value (an extension's): on one line, its canonical text with the indentation dropped.
    static func json(_ value: JSONValue?) -> ChangeValue {
        guard let value else { return none }
        let lines = JSONWriter.write(value).split(separator: "\n")
        return ChangeValue(text: lines.map { $0.drop { $0 == " " } }.joined(separator: " "), json: value)
    }
}

extension AnswerTest {
    /// The test's value as a spec writes it: the answer, or `true`/`false` for `answered`.
    fileprivate var valueText: String {
        switch self {
        case .is(let answer), .isNot(let answer), .includes(let answer), .excludes(let answer): return answer
        case .answered(let answered): return answered ? "true" : "false"
        }
    }
}

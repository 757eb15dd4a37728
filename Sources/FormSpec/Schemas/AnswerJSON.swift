/// How the generated `Values` writes one control's answer in JSON, as its control type says
/// (`<Type>AnswerJSON.swift` in each control's folder): what the schema of the answers
/// (``AnswersSchema``) allows under the control's id, and how it tells the answers a condition
/// names and the answer `required` demands.
package enum AnswerJSON: Sendable, Equatable {
    /// `true` for `on`, `false` for `off`: a toggle, a two-state checkbox, a radio button.
    case flag
    /// One of `words`, a state's (`off`, `clear`, `on`); `answered` is the one `required` demands.
    case word([String], answered: String)
    /// One of a radio group's `items`, or `null` for no selection.
    case item([String])
    /// The items or dates selected, each once, among `members`: a checkbox group's item ids, a
    /// calendar's dates that can be chosen; `meaning` says which.
    case members([String], meaning: String)

    /// The schema of an answer, whatever the logic says.
    func schema(_ description: String) -> JSONValue {
        let shape: [String: JSONValue]
        switch self {
        case .flag: shape = ["type": "boolean"]
        case .word(let words, _): shape = ["enum": .array(words.map(JSONValue.string))]
        case .item(let items): shape = ["enum": .array(items.map(JSONValue.string) + [.null])]
        case .members(let members, _):
            shape =
                members.isEmpty
                ? ["type": "array", "maxItems": 0]
                : [
                    "type": "array", "uniqueItems": true,
                    "items": ["enum": .array(members.map(JSONValue.string))],
                ]
        }
        return .object(JSONValue.Object(shape.merging(["description": .string(description)]) { shape, _ in shape }))
    }

    /// The schema of an answer that is `word` (`is: word`): a state's word or a radio group's
    /// item; `false` (no answer) for a word the control cannot have.
    func being(_ word: String) -> JSONValue {
        switch self {
        case .flag: return word == "on" ? ["const": true] : word == "off" ? ["const": false] : false
        case .word(let words, _): return words.contains(word) ? ["const": .string(word)] : false
        case .item(let items): return items.contains(word) ? ["const": .string(word)] : false
        case .members: return false
        }
    }

    /// The schema of a selection that holds `member` (`includes: member`); `false` for a control
    /// whose answer is no selection.
    func including(_ member: String) -> JSONValue {
        guard case .members = self else { return false }
        return ["contains": ["const": .string(member)]]
    }

    /// The schema of an answer that is what `required` demands (`answered: true`): `on`, a
    /// selection, an item or date at least.
    var answered: JSONValue {
        switch self {
        case .flag: return ["const": true]
        case .word(_, let answered): return ["const": .string(answered)]
        case .item: return ["type": "string"]
        case .members: return ["minItems": 1]
        }
    }

    /// What the JSON holds, for the description of a control's answer.
    var meaning: String {
        switch self {
        case .flag: return "`true` when on, `false` when off"
        case .word(let words, _): return "its state: " + words.map { "`\($0)`" }.joined(separator: ", ")
        case .item: return "the id of its selected item, `null` when none is"
        case .members(_, let meaning): return meaning
        }
    }
}

/// What a control type says of its answer in JSON, for the schema of the answers: each
/// control's folder declares it in `<Type>AnswerJSON.swift`.
protocol ControlAnswerJSON: ControlDefinition {
    /// How `Values` writes the answer of `model`.
    static func answerJSON(_ model: Model) -> AnswerJSON

    /// How `Values` writes the answer of `control` (implemented once, below).
    static func answerJSON(of control: ControlModel) -> AnswerJSON
}

extension ControlAnswerJSON {
    static func answerJSON(of control: ControlModel) -> AnswerJSON {
        answerJSON(model(in: control.bodyBox))
    }
}

extension ControlModel {
    /// How the generated `Values` writes the control's answer in JSON.
    package var answerJSON: AnswerJSON { type.outputs.answerJSON(of: self) }
}

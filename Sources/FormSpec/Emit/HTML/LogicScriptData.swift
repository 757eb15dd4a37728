/// The form's logic as the visual preview's script reads it: a JSON document in a
/// `<script type="application/json">` block of the page, which the browser does not run. One
/// object per control, in the controls' order (the page's `section.pair`s), with its id, name,
/// answers (``PreviewAnswers``), initial answer, whether it is enabled, its canonical conditions
/// (its items' too) and counts, and the message of each issue it can have: the spec's, else
/// FormSpec's default.
///
/// The spec's text is attacker-controlled: every `<`, `>` and `&` of the document, which JSON
/// holds only in strings, is written `\u003C`, `\u003E`, `\u0026`, so that no label or id can end
/// the block (`</script>`) or open a comment in it.
struct LogicScriptData: Sendable {
    /// The document, escaped for the block.
    let json: [UInt8]

    init(_ form: FormModel, words: LogicWords) {
        var stream = JSONStream(into: OutputBuffer())
        stream.beginObject()
        stream.key("controls")
        stream.beginArray()
        for (position, control) in form.controls.enumerated() {
            stream.element()
            Self.write(
                control, name: words.name(at: position), logic: words.logic[position],
                answers: words.answers[position], to: &stream)
        }
        stream.endArray()
        stream.endObject()
        json = Self.escaped(stream.output.bytes)
    }

    private static func write(
        _ control: ControlModel, name: String, logic: ControlLogic?, answers: PreviewAnswers,
        to stream: inout JSONStream
    ) {
        stream.beginObject()
        stream.key("answers")
        stream.beginObject()
        stream.key("kind")
        stream.string(answers.kind.rawValue)
        stream.key("options")
        stream.beginArray()
        for option in answers.options {
            stream.element()
            stream.beginObject()
            stream.key("enabled")
            stream.bool(option.enabled)
            stream.key("enabledWhen")
            condition(logic?.itemsEnabledWhen.first { $0.item == option.id }?.condition, to: &stream)
            stream.key("id")
            stream.string(option.id)
            stream.key("label")
            stream.string(option.label)
            stream.endObject()
        }
        stream.endArray()
        stream.key("requiredWord")
        if let word = answers.requiredWord { stream.string(word) } else { stream.null() }
        stream.endObject()
        stream.key("enabled")
        stream.bool(control.enabled)
        stream.key("enabledWhen")
        condition(logic?.enabledWhen, to: &stream)
        stream.key("id")
        stream.string(control.id)
        stream.key("initial")
        stream.array(answers.initial)
        stream.key("maxSelected")
        count(logic?.maxSelected, to: &stream)
        stream.key("messages")
        stream.beginObject()
        stream.key("required")
        stream.string(logic?.requiredMessage ?? IssueMessage.required.englishText(count: 0))
        stream.key("tooFew")
        stream.string(logic?.minSelectedMessage ?? IssueMessage.tooFew.englishText(count: logic?.minSelected ?? 0))
        stream.key("tooMany")
        stream.string(logic?.maxSelectedMessage ?? IssueMessage.tooMany.englishText(count: logic?.maxSelected ?? 0))
        stream.endObject()
        stream.key("minSelected")
        count(logic?.minSelected, to: &stream)
        stream.key("name")
        stream.string(name)
        stream.key("required")
        stream.bool(logic?.required ?? false)
        stream.key("requiredWhen")
        condition(logic?.requiredWhen, to: &stream)
        stream.key("visibleWhen")
        condition(logic?.visibleWhen, to: &stream)
        stream.endObject()
    }

    private static func condition(_ condition: Condition?, to stream: inout JSONStream) {
        if let condition { condition.canonical.write(to: &stream) } else { stream.null() }
    }

    private static func count(_ count: Int?, to stream: inout JSONStream) {
        if let count { stream.int(count) } else { stream.null() }
    }

    /// `json` with `<`, `>` and `&` as JSON escapes.
    static func escaped(_ json: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(json.count)
        for byte in json {
            switch byte {
            case UInt8(ascii: "<"): result += Array("\\u003C".utf8)
            case UInt8(ascii: ">"): result += Array("\\u003E".utf8)
            case UInt8(ascii: "&"): result += Array("\\u0026".utf8)
            default: result.append(byte)
            }
        }
        return result
    }
}

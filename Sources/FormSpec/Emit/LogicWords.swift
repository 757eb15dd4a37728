/// A form's logic in words, as both previews write it under each control: its conditions in their
/// canonical form (``Condition/canonical``), each control named by its label (a group's title
/// without one, else its id) and each answer by its item's label (else its id, a state's word, a
/// date), and its counts and messages.
///
/// - A test: `'Ticket' is Student`, `is not`, `includes`, `does not include`, `is answered`,
///   `is not answered`.
/// - `all` is "and", `any` is "or", `not` is `not (…)`; an `all` or `any` inside another
///   combination is in parentheses, since words have no precedence: `'A' is on or ('B' is on and
///   'C' is off)`.
/// - Line breaks in a label are spaces: a condition reads as one sentence.
/// - A name or answer wider than ``nameWidth`` columns is cut there, ending in "…": a long label
///   named by thousands of conditions cannot make the preview hundreds of times the spec's size.
struct LogicWords: Sendable {
    /// The most columns a control's or an answer's name takes in a condition's words.
    static let nameWidth = 60

    /// One line of a control's logic: `shown when …`, `at most 2`, and the message it shows, if any.
    struct Line: Equatable {
        var text: String
        var message: String?
    }

    /// Each control's logic, by its position in the form; nil for one without.
    let logic: [ControlLogic?]
    /// Each control's answers, by its position in the form.
    let answers: [PreviewAnswers]
    /// The position of each control id (the first control of an id).
    private let positions: [String: Int]
    /// Each control's name, by its position in the form.
    private let names: [String]

    init(_ form: FormModel) {
        var logic = [ControlLogic?](repeating: nil, count: form.controls.count)
        for controlLogic in form.logic where logic.indices.contains(controlLogic.control) {
            logic[controlLogic.control] = controlLogic
        }
        self.logic = logic
        answers = form.controls.map { $0.type.outputs.previewAnswers(of: $0) }
        var positions: [String: Int] = [:]
        for (position, control) in form.controls.enumerated() where positions[control.id] == nil {
            positions[control.id] = position
        }
        self.positions = positions
        names = zip(form.controls, answers).map { control, answers in
            Self.shortName(control.label ?? answers.title ?? control.id)
        }
    }

    /// The lines of the control at `position`: when it is shown, enabled and required, its
    /// message when unanswered, its counts with their messages, and when each item is enabled.
    func lines(of position: Int) -> [Line] {
        guard let logic = logic[position] else { return [] }
        var lines: [Line] = []
        if let condition = logic.visibleWhen { lines.append(Line(text: "shown when " + words(condition))) }
        if let condition = logic.enabledWhen { lines.append(Line(text: "enabled when " + words(condition))) }
        if let condition = logic.requiredWhen { lines.append(Line(text: "required when " + words(condition))) }
        if logic.required || logic.requiredWhen != nil, let message = logic.requiredMessage {
            lines.append(Line(text: "if unanswered", message: message))
        }
        if let count = logic.minSelected {
            lines.append(Line(text: "at least \(count)", message: logic.minSelectedMessage))
        }
        if let count = logic.maxSelected {
            lines.append(Line(text: "at most \(count)", message: logic.maxSelectedMessage))
        }
        for item in logic.itemsEnabledWhen {
            let label = Self.shortName(answers[position].label(of: item.item))
            lines.append(Line(text: "item '\(label)' enabled when " + words(item.condition)))
        }
        return lines
    }

    /// The name of the control at `position`: its label, else its title, else its id.
    func name(at position: Int) -> String {
        names[position]
    }

    /// The name of the control whose id is `id`, quoted: `'Ticket'`.
    func name(of id: String) -> String {
        "'" + (positions[id].map { names[$0] } ?? id) + "'"
    }

    /// `condition` in words, in its canonical form.
    func words(_ condition: Condition) -> String {
        phrase(condition.canonical, nested: false)
    }

    private func phrase(_ condition: Condition, nested: Bool) -> String {
        switch condition {
        case .test(let control, let test): return words(test, of: control)
        case .not(let part): return "not (" + phrase(part, nested: false) + ")"
        case .all(let parts), .any(let parts):
            let joint: String
            if case .all = condition { joint = " and " } else { joint = " or " }
            let sentence = parts.map { phrase($0, nested: true) }.joined(separator: joint)
            return nested ? "(" + sentence + ")" : sentence
        }
    }

    private func words(_ test: AnswerTest, of id: String) -> String {
        let name = name(of: id)
        func answer(_ answer: String) -> String {
            Self.shortName(positions[id].map { answers[$0].label(of: answer) } ?? answer)
        }
        switch test {
        case .is(let value): return "\(name) is \(answer(value))"
        case .isNot(let value): return "\(name) is not \(answer(value))"
        case .includes(let value): return "\(name) includes \(answer(value))"
        case .excludes(let value): return "\(name) does not include \(answer(value))"
        case .answered(true): return "\(name) is answered"
        case .answered(false): return "\(name) is not answered"
        }
    }

    /// `text` on one line, cut to ``nameWidth`` columns with "…" when it is wider; it reads at most
    /// that many columns of a long name.
    private static func shortName(_ text: String) -> String {
        // A character takes at most as many columns as it has UTF-8 bytes.
        guard text.utf8.count > nameWidth else { return oneLine(text) }
        var cut = ""
        var used = 0
        for character in text {
            used += DisplayWidth.of(character)
            if used > nameWidth { return oneLine(cut) + "…" }
            if used <= nameWidth - 1 { cut.append(character) }
        }
        return oneLine(text)
    }

    /// `text` with its line breaks as spaces.
    private static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: Self.isLineBreak) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { Self.isLineBreak($0) ? " " : $0 }))
    }

    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}

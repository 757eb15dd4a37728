/// A control's answer as the conditions of a form test it and as `required` checks it: a word
/// (a state, a radio group's item), a selection (a checkbox group's items, a calendar's dates), or
/// none (a hidden control, a radio group without a selection).
public enum FormAnswer: Sendable, Hashable {
    /// No answer: a test on it sees none (`is` false, `isNot` true, `includes` false, `excludes`
    /// true, not answered).
    case none
    /// A state's word (`on`, `off`, `clear`, `selected`, …) or a radio group's selected item id;
    /// `answered` says whether it is what `required` demands (`on`, `selected`, any item).
    case word(String, answered: Bool)
    /// The ids of the items selected, or the dates (`2027-03-16`): answered when it holds one.
    case selection(Set<String>)

    /// `on` or `off`, answered when on: a toggle, a two-state checkbox, a radio button.
    public static func on(_ isOn: Bool) -> FormAnswer {
        .word(isOn ? "on" : "off", answered: isOn)
    }

    /// A radio group's selected item, answered; none without a selection.
    public static func item<Item: RawRepresentable<String>>(_ item: Item?) -> FormAnswer {
        item.map { .word($0.rawValue, answered: true) } ?? .none
    }

    /// A checkbox group's selected items.
    public static func items<Item: RawRepresentable<String> & Hashable>(_ items: Set<Item>) -> FormAnswer {
        .selection(Set(items.map(\.rawValue)))
    }

    /// A calendar's selected dates.
    public static func dates(_ dates: Set<FormDate>) -> FormAnswer {
        .selection(Set(dates.map(\.description)))
    }

    /// Whether the answer is what `required` demands.
    public var isAnswered: Bool {
        switch self {
        case .none: return false
        case .word(_, let answered): return answered
        case .selection(let members): return !members.isEmpty
        }
    }

    /// How many items or dates a selection holds (0 for another answer).
    public var count: Int {
        if case .selection(let members) = self { return members.count }
        return 0
    }

    /// Whether the answer passes `test`.
    public func passes(_ test: FormCondition.Test) -> Bool {
        switch test {
        case .is(let word): return self.word == word
        case .isNot(let word): return self.word != word
        case .includes(let member): return members.contains(member)
        case .excludes(let member): return !members.contains(member)
        case .answered(let answered): return isAnswered == answered
        }
    }

    private var word: String? {
        if case .word(let word, _) = self { return word }
        return nil
    }

    private var members: Set<String> {
        if case .selection(let members) = self { return members }
        return []
    }
}

extension FormCondition {
    /// Whether the condition holds when each control's answer is `answer(id)`.
    public func holds(answers answer: (String) -> FormAnswer) -> Bool {
        switch self {
        case .test(let control, let test): return answer(control).passes(test)
        case .all(let conditions): return conditions.allSatisfy { $0.holds(answers: answer) }
        case .any(let conditions): return conditions.contains { $0.holds(answers: answer) }
        case .not(let condition): return !condition.holds(answers: answer)
        }
    }

    /// The ids of the controls the condition tests, each once, in the order written.
    var controls: [String] {
        var ids: [String] = []
        var pending = [self]
        while let condition = pending.popLast() {
            switch condition {
            case .test(let control, _): if !ids.contains(control) { ids.append(control) }
            case .all(let conditions), .any(let conditions): pending += conditions.reversed()
            case .not(let condition): pending.append(condition)
            }
        }
        return ids
    }
}

/// A form's logic, read from its controls' constants: when each control is shown, enabled and
/// required, and what its answer must hold. It decides them for a person's answers, which
/// `answers` gives control by control; the generated `Values` calls it (`isVisible(_:)`,
/// `issues(bundle:)`, …).
///
/// - A control is visible when it has no `visibleWhen` or its condition holds. A hidden control
///   has no answer: a test on it sees none, transitively.
/// - It is enabled when its constant is and its `enabledWhen` (if any) holds; a disabled control
///   keeps its answer, which is still checked.
/// - It is required when it is visible and `required` or its `requiredWhen` holds.
/// - Its issue, at most one: required and unanswered; else fewer than `minSelected` (even none);
///   else more than `maxSelected`.
///
/// Conditions are acyclic in a spec that compiles; even so, a control met again while its own
/// visibility is decided counts as hidden, so that nothing loops. No recursion follows a chain of
/// controls: a chain of thousands is decided with a stack of its own.
public struct FormLogic<Control: RawRepresentable<String> & Hashable & Sendable>: Sendable {
    /// The form's id, the first part of its messages' keys.
    public let formID: String
    /// The strings table the messages are read from.
    public let table: String
    /// Each control's logic, in the form's order.
    let rules: [Rules]
    /// Each control's position, by id.
    let positions: [String: Int]
    /// Each control's case of `Control`, by position (nil for an id `Control` has no case for).
    let cases: [Control?]

    /// What one control demands and when.
    struct Rules: Sendable {
        var id: String
        var enabled: Bool
        var required: Bool
        var requiredMessage: String?
        var visibleWhen: FormCondition?
        var enabledWhen: FormCondition?
        var requiredWhen: FormCondition?
        var minSelected: Int?
        var minSelectedMessage: String?
        var maxSelected: Int?
        var maxSelectedMessage: String?
        /// A group's items: whether each is enabled, and its `enabledWhen`.
        var items: [String: (enabled: Bool, enabledWhen: FormCondition?)] = [:]
        /// The positions of the controls `visibleWhen` tests.
        var visibilityTests: [Int] = []
    }

    /// The logic of `form`'s controls, whose messages are read from the strings table `table`.
    public init(_ form: FormDefinition, table: String) {
        formID = form.id
        self.table = table
        var positions: [String: Int] = [:]
        for (position, control) in form.controls.enumerated() where positions[control.id] == nil {
            positions[control.id] = position
        }
        self.positions = positions
        cases = form.controls.map { Control(rawValue: $0.id) }
        rules = form.controls.map { control in
            var rules = Rules(control)
            rules.visibilityTests = rules.visibleWhen?.controls.compactMap { positions[$0] } ?? []
            return rules
        }
    }

    // MARK: Deciding

    /// Whether `control` is shown.
    public func isVisible(_ control: Control, answers: (Control) -> FormAnswer) -> Bool {
        guard let position = positions[control.rawValue] else { return false }
        var visibility: [Int: Bool] = [:]
        return isVisible(position, answers: answers, visibility: &visibility)
    }

    /// Whether `control` can be changed: enabled in its constant, and its `enabledWhen` holds.
    public func isEnabled(_ control: Control, answers: (Control) -> FormAnswer) -> Bool {
        guard let position = positions[control.rawValue] else { return false }
        var visibility: [Int: Bool] = [:]
        return isEnabled(position, answers: answers, visibility: &visibility)
    }

    /// Whether the item `item` of the group `control` can be chosen: the group is enabled, the
    /// item is enabled in its constant, and its `enabledWhen` holds.
    public func isEnabled(item: String, of control: Control, answers: (Control) -> FormAnswer) -> Bool {
        guard let position = positions[control.rawValue], let itemRules = rules[position].items[item] else {
            return false
        }
        var visibility: [Int: Bool] = [:]
        guard itemRules.enabled, isEnabled(position, answers: answers, visibility: &visibility) else { return false }
        return holds(itemRules.enabledWhen, answers: answers, visibility: &visibility)
    }

    /// Whether `control` must be answered: it is shown, and `required` or its `requiredWhen` holds.
    public func isRequired(_ control: Control, answers: (Control) -> FormAnswer) -> Bool {
        guard let position = positions[control.rawValue] else { return false }
        var visibility: [Int: Bool] = [:]
        return isRequired(position, answers: answers, visibility: &visibility)
    }

    /// Whether the form can be submitted: no shown control has an issue.
    public func canSubmit(answers: (Control) -> FormAnswer) -> Bool {
        var visibility: [Int: Bool] = [:]
        return rules.indices.allSatisfy { issue(of: $0, answers: answers, visibility: &visibility) == nil }
    }

    /// The issue of each shown control that has one, in the form's order, with the control's
    /// position (for its message).
    func issueKinds(answers: (Control) -> FormAnswer) -> [(position: Int, kind: FormIssue.Kind)] {
        var visibility: [Int: Bool] = [:]
        return rules.indices.compactMap { position in
            issue(of: position, answers: answers, visibility: &visibility).map { (position, $0) }
        }
    }

    // MARK: Each control, its visibility decided once per question

    private func issue(
        of position: Int, answers: (Control) -> FormAnswer, visibility: inout [Int: Bool]
    ) -> FormIssue.Kind? {
        let rules = rules[position]
        guard rules.required || rules.requiredWhen != nil || rules.minSelected != nil || rules.maxSelected != nil,
            isVisible(position, answers: answers, visibility: &visibility)
        else { return nil }
        let answer = self.answer(position, answers: answers, visibility: &visibility)
        if isRequired(position, answers: answers, visibility: &visibility), !answer.isAnswered { return .required }
        if let minSelected = rules.minSelected, answer.count < minSelected { return .tooFew }
        if let maxSelected = rules.maxSelected, answer.count > maxSelected { return .tooMany }
        return nil
    }

    private func isEnabled(_ position: Int, answers: (Control) -> FormAnswer, visibility: inout [Int: Bool]) -> Bool {
        rules[position].enabled && holds(rules[position].enabledWhen, answers: answers, visibility: &visibility)
    }

    private func isRequired(_ position: Int, answers: (Control) -> FormAnswer, visibility: inout [Int: Bool]) -> Bool {
        let rules = rules[position]
        guard rules.required || rules.requiredWhen != nil,
            isVisible(position, answers: answers, visibility: &visibility)
        else { return false }
        return rules.required || holds(rules.requiredWhen, answers: answers, visibility: &visibility)
    }

    /// Whether `condition` holds (true when there is none), each control's answer seen as its
    /// visibility allows.
    private func holds(
        _ condition: FormCondition?, answers: (Control) -> FormAnswer, visibility: inout [Int: Bool]
    ) -> Bool {
        guard let condition else { return true }
        for id in condition.controls {
            if let position = positions[id] { _ = isVisible(position, answers: answers, visibility: &visibility) }
        }
        return condition.holds { id in seenAnswer(id, answers: answers, visibility: visibility) }
    }

    /// The answer of the control at `position`, none when it is hidden.
    private func answer(_ position: Int, answers: (Control) -> FormAnswer, visibility: inout [Int: Bool]) -> FormAnswer
    {
        guard isVisible(position, answers: answers, visibility: &visibility), let control = cases[position] else {
            return .none
        }
        return answers(control)
    }

    /// The answer of the control `id` as a condition sees it, its visibility already decided (a
    /// control not decided, met in a cycle, is hidden).
    private func seenAnswer(_ id: String, answers: (Control) -> FormAnswer, visibility: [Int: Bool]) -> FormAnswer {
        guard let position = positions[id], visibility[position] == true, let control = cases[position] else {
            return .none
        }
        return answers(control)
    }

    /// Whether the control at `position` is shown: the controls its `visibleWhen` tests are
    /// decided first, depth first on a stack of its own; one met again while it is being decided
    /// is hidden.
    private func isVisible(_ position: Int, answers: (Control) -> FormAnswer, visibility: inout [Int: Bool]) -> Bool {
        if let known = visibility[position] { return known }
        var stack = [position]
        var deciding: Set = [position]
        while let top = stack.last {
            guard let condition = rules[top].visibleWhen else {
                visibility[top] = true
                stack.removeLast()
                deciding.remove(top)
                continue
            }
            if let next = rules[top].visibilityTests.first(where: { visibility[$0] == nil && !deciding.contains($0) }) {
                stack.append(next)
                deciding.insert(next)
                continue
            }
            visibility[top] = condition.holds { id in seenAnswer(id, answers: answers, visibility: visibility) }
            stack.removeLast()
            deciding.remove(top)
        }
        return visibility[position] ?? false
    }
}

extension FormLogic.Rules {
    /// The logic `control`'s constant holds.
    init(_ control: FormControl) {
        switch control {
        case .calendar(let calendar):
            self.init(calendar)
            (minSelected, minSelectedMessage) = (calendar.minSelected, calendar.minSelectedMessage)
            (maxSelected, maxSelectedMessage) = (calendar.maxSelected, calendar.maxSelectedMessage)
        case .checkbox(let checkbox): self.init(checkbox)
        case .checkboxGroup(let group):
            self.init(group)
            (minSelected, minSelectedMessage) = (group.minSelected, group.minSelectedMessage)
            (maxSelected, maxSelectedMessage) = (group.maxSelected, group.maxSelectedMessage)
            items = Self.items(of: group)
        case .radioButton(let button): self.init(button)
        case .radioGroup(let group):
            self.init(group)
            items = Self.items(of: group)
        case .sparkCheckbox(let checkbox): self.init(checkbox)
        case .toggle(let toggle): self.init(toggle)
        }
    }

    /// The logic every control has.
    private init(_ control: some ControlLogicValue) {
        self.init(
            id: control.id, enabled: control.enabled, required: control.required,
            requiredMessage: control.requiredMessage, visibleWhen: control.visibleWhen,
            enabledWhen: control.enabledWhen, requiredWhen: control.requiredWhen)
    }

    private static func items<Selection>(
        of group: GroupControl<Selection>
    ) -> [String: (enabled: Bool, enabledWhen: FormCondition?)] {
        var items: [String: (enabled: Bool, enabledWhen: FormCondition?)] = [:]
        for item in group.items where items[item.id] == nil { items[item.id] = (item.enabled, item.enabledWhen) }
        return items
    }
}

/// The logic members every control's constant has.
protocol ControlLogicValue: ControlValue {
    var required: Bool { get }
    var requiredMessage: String? { get }
    var visibleWhen: FormCondition? { get }
    var enabledWhen: FormCondition? { get }
    var requiredWhen: FormCondition? { get }
}

extension CalendarControl: ControlLogicValue {}
extension CheckboxControl: ControlLogicValue {}
extension GroupControl: ControlLogicValue {}
extension RadioButtonControl: ControlLogicValue {}
extension SparkCheckboxControl: ControlLogicValue {}
extension ToggleControl: ControlLogicValue {}

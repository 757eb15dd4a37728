extension ControlLogic {
    /// The logic every control may have, as `formspec diff` compares it. A change that can stop
    /// an answer stored from the old spec from being submitted, or drop it, is breaking: the
    /// control made required (`required` turned on, a `requiredWhen` added or changed while
    /// `required` is off), a `visibleWhen` added or changed (it can hide the control, whose answer
    /// is then gone). Its reverse (`required` turned off, a condition removed) is behavior, as is
    /// any change of `enabledWhen` (a disabled control keeps its answer, still submitted and
    /// checked). Messages are cosmetic. Conditions are compared in their canonical form, so that
    /// a condition written another way for the same meaning is no change.
    static let comparedFields: [ComparedField<ControlLogic>] = [
        ComparedField("required", \.required, text: ChangeText.flag) { _, new in new.required ? .breaking : .behavior },
        ComparedField("requiredMessage", .cosmetic, \.requiredMessage, text: ChangeText.quoted),
        ComparedField("visibleWhen", \.visibleWhen?.canonical, text: ChangeText.condition) { _, new in
            new.visibleWhen == nil ? .behavior : .breaking
        },
        ComparedField("enabledWhen", .behavior, \.enabledWhen?.canonical, text: ChangeText.condition),
        ComparedField("requiredWhen", \.requiredWhen?.canonical, text: ChangeText.condition) { _, new in
            new.requiredWhen == nil || new.required ? .behavior : .breaking
        },
    ]

    /// The sizes of a selection, which the folders of the controls whose answer is a set list
    /// among their rules (``ChangeRules/logic``): a higher `minSelected` or a lower `maxSelected`
    /// (one added included) is breaking, since a selection stored from the old spec may no longer
    /// be submitted; the reverse is behavior; the messages are cosmetic.
    static let selectionCountFields: [ComparedField<ControlLogic>] = [
        ComparedField("minSelected", \.minSelected, text: ChangeText.count) { old, new in
            (new.minSelected ?? 0) > (old.minSelected ?? 0) ? .breaking : .behavior
        },
        ComparedField("minSelectedMessage", .cosmetic, \.minSelectedMessage, text: ChangeText.quoted),
        ComparedField("maxSelected", \.maxSelected, text: ChangeText.count) { old, new in
            (new.maxSelected ?? .max) < (old.maxSelected ?? .max) ? .breaking : .behavior
        },
        ComparedField("maxSelectedMessage", .cosmetic, \.maxSelectedMessage, text: ChangeText.quoted),
    ]

    /// The logic of a control that has none, at `position`.
    init(control position: Int) {
        control = position
    }

    /// Whether `other`, the logic of the same control in another version, says anything else,
    /// wherever the control stands.
    func differs(from other: ControlLogic) -> Bool {
        var moved = self
        moved.control = other.control
        return moved != other
    }

    /// The condition that enables the item `id`, if it has one.
    func enabledWhen(ofItem id: String) -> Condition? {
        itemsEnabledWhen.first { $0.item == id }?.condition
    }
}

extension FormModel {
    /// The logic of the control at `position`: none when it has none.
    func logic(ofControl position: Int) -> ControlLogic {
        var (low, high) = (logic.startIndex, logic.endIndex)
        while low < high {
            let middle = (low + high) / 2
            if logic[middle].control < position { low = middle + 1 } else { high = middle }
        }
        return low < logic.endIndex && logic[low].control == position ? logic[low] : ControlLogic(control: position)
    }
}

/// A control's logic, resolved: what the form demands of its answer, and when it is shown,
/// enabled and required. A form holds it only for the controls that have some
/// (``FormModel/logic``), so that a control without logic costs nothing more.
package struct ControlLogic: Sendable, Equatable {
    /// The control's position in the form's controls.
    package var control: Int
    /// Whether the control must be answered whenever it is shown.
    package var required = false
    package var requiredMessage: String?
    package var visibleWhen: Condition?
    package var enabledWhen: Condition?
    package var requiredWhen: Condition?
    /// The fewest and most answers of a checkbox group or calendar.
    package var minSelected: Int?
    package var minSelectedMessage: String?
    package var maxSelected: Int?
    package var maxSelectedMessage: String?
    /// The conditions that enable a group's items, by item, in item order.
    package var itemsEnabledWhen: [ItemCondition] = []

    /// An item of a group and the condition that enables it.
    package struct ItemCondition: Sendable, Equatable {
        package var item: String
        package var condition: Condition
    }

    /// The logic of the control at `position` written as `syntax`, its items' conditions among
    /// it; nil when it has none.
    init?(control position: Int, _ syntax: LogicSyntax?, items: [GroupItemSyntax]) {
        let itemConditions = items.compactMap { item in
            item.enabledWhen.flatMap { condition in
                item.id.map { ItemCondition(item: $0.value, condition: condition.condition) }
            }
        }
        guard syntax != nil || !itemConditions.isEmpty else { return nil }
        control = position
        itemsEnabledWhen = itemConditions
        guard let syntax else { return }
        required = syntax.required?.value ?? false
        requiredMessage = syntax.requiredMessage?.value
        visibleWhen = syntax.visibleWhen?.condition
        enabledWhen = syntax.enabledWhen?.condition
        requiredWhen = syntax.requiredWhen?.condition
        minSelected = syntax.minSelected?.value
        minSelectedMessage = syntax.minSelectedMessage?.value
        maxSelected = syntax.maxSelected?.value
        maxSelectedMessage = syntax.maxSelectedMessage?.value
    }
}

extension ControlLogic {
    /// The logic of `control`, at `position` in its form, its items' conditions among it; nil
    /// when it has none.
    init?(control position: Int, of control: ControlSyntax) {
        guard let type = control.type?.value else { return nil }
        self.init(control: position, control.logic, items: type.definition.labelledItems(of: control))
    }
}

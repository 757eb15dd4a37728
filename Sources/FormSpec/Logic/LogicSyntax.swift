/// A control's logic as written: whether it must be answered, how many answers it takes, and
/// the conditions on other controls' answers that show it, enable it or require it. Most
/// controls have none: a ``ControlSyntax`` holds it boxed, nil when no key of it is written.
package struct LogicSyntax: Sendable {
    package var required: Located<Bool>?
    package var requiredMessage: Located<String>?
    package var visibleWhen: ConditionSyntax?
    package var enabledWhen: ConditionSyntax?
    package var requiredWhen: ConditionSyntax?
    package var minSelected: Located<Int>?
    package var minSelectedMessage: Located<String>?
    package var maxSelected: Located<Int>?
    package var maxSelectedMessage: Located<String>?

    /// Calls `body` with each of the control's conditions and the key that holds it, in the order
    /// of the keys, building no list.
    func forEachCondition(_ body: (_ key: ControlKey, _ condition: ConditionSyntax) -> Void) {
        if let visibleWhen { body(.visibleWhen, visibleWhen) }
        if let enabledWhen { body(.enabledWhen, enabledWhen) }
        if let requiredWhen { body(.requiredWhen, requiredWhen) }
    }
}

extension ControlSyntax {
    /// The control's logic; nil when it has none.
    package var logic: LogicSyntax? { logicBox?.body }
}

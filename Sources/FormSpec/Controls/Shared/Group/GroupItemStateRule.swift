extension DiagnosticID {
    /// `group.item-state`: an item declares `state` or `selected`.
    public static let groupItemState = DiagnosticID("group.item-state", severity: .error)
}

/// `group.item-state`: an item declares `state` or `selected` (or Spark's `isSelected` or
/// `selectionState`).
enum GroupItemStateRule: ControlRule {
    static let diagnosticIDs: [DiagnosticID] = [.groupItemState]
    static let explanations = [
        Explanation(
            .groupItemState, summary: "an item declares `state` or `selected`",
            checks: "An item of a group declares `state` or `selected`, or Spark's `isSelected` or `selectionState`.",
            reason:
                "A group's items have no state of their own: the group's `selected` decides, and groups cannot express an indeterminate item.",
            triggering: ExampleSpec.form(
                """
                  - type: checkboxGroup
                    id: toppings
                    label: Toppings
                    items:
                      - {id: cheese, label: Cheese, 1️⃣selected: true}
                      - {id: olives, label: Olives}
                """),
            passing: ExampleSpec.form(
                """
                  - type: checkboxGroup
                    id: toppings
                    label: Toppings
                    items:
                      - {id: cheese, label: Cheese}
                      - {id: olives, label: Olives}
                    selected: [cheese]
                """))
    ]

    static func check(_ group: GroupSyntax, of control: ControlSyntax, into sink: inout DiagnosticCollector) {
        for item in group.items {
            for key in item.stateKeys {
                let name = item.id.map { "'\($0.value)'" } ?? "the item"
                sink.report(
                    .groupItemState,
                    "an item has no '\(key.value)' of its own: list \(name) in the group's 'selected' instead",
                    at: key.keyPlace)
            }
        }
    }
}

extension DiagnosticID {
    /// `group.duplicate-selection`: an id listed twice in `selected`.
    public static let groupDuplicateSelection = DiagnosticID("group.duplicate-selection", severity: .warning)
}

/// `group.duplicate-selection`: an id listed twice in `selected`.
enum GroupDuplicateSelectionRule: ControlRule {
    static let diagnosticIDs: [DiagnosticID] = [.groupDuplicateSelection]
    static let explanations = [
        Explanation(
            .groupDuplicateSelection, summary: "an id listed twice in `selected`",
            checks: "An id appears twice in a group's `selected`.",
            reason: "Selecting an item twice is the same as once; the repeat is usually a typo for another item.",
            triggering: ExampleSpec.form(
                """
                  - type: checkboxGroup
                    id: toppings
                    label: Toppings
                    items:
                      - {id: cheese, label: Cheese}
                      - {id: olives, label: Olives}
                    selected: [cheese, 1️⃣cheese]
                """),
            alsoTriggering: [
                ExampleSpec.form(
                    """
                      - type: checkboxGroup
                        id: toppings
                        label: Toppings
                        items:
                          - {id: cheese, label: Cheese}
                          - {id: olives, label: Olives}
                          - {id: basil, label: Basil}
                        selected:
                          - cheese
                          - olives
                          - 1️⃣cheese
                    """)
            ],
            passing: ExampleSpec.form(
                """
                  - type: checkboxGroup
                    id: toppings
                    label: Toppings
                    items:
                      - {id: cheese, label: Cheese}
                      - {id: olives, label: Olives}
                    selected: [cheese, olives]
                """))
    ]

    static func check(_ group: GroupSyntax, of control: ControlSyntax, into sink: inout DiagnosticCollector) {
        guard let selection = group.selected else { return }
        DuplicateFinder.report(selection.value.ids, as: .groupDuplicateSelection, into: &sink) { id in
            "'\(id)' is listed twice in 'selected'"
        }
    }
}

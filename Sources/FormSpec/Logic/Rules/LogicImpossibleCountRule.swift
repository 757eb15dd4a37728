extension DiagnosticID {
    /// `logic.impossible-count`: `minSelected` more than `maxSelected`, or than the answers that can be chosen.
    public static let logicImpossibleCount = DiagnosticID("logic.impossible-count", severity: .error)
}

/// `logic.impossible-count`: a checkbox group's or calendar's `minSelected` that no selection can
/// reach: more than its `maxSelected`, or more than its items or dates that can be chosen.
enum LogicImpossibleCountRule: FormRule {
    static let diagnosticIDs: [DiagnosticID] = [.logicImpossibleCount]
    static let explanations = [
        Explanation(
            .logicImpossibleCount, summary: "`minSelected` that no selection can reach",
            checks:
                "A checkbox group's or calendar's `minSelected` is more than its `maxSelected`, or more than its items or dates that a person can choose (enabled, or selected from the start).",
            reason:
                "No selection satisfies the control: whenever it is shown and required, the form can never be submitted.",
            triggering: ExampleSpec.form(
                """
                  - type: checkboxGroup
                    id: workshops
                    label: Workshops
                    minSelected: 1️⃣3
                    maxSelected: 2
                    items:
                      - {id: swift, label: Swift}
                      - {id: design, label: Design}
                      - {id: testing, label: Testing}
                """),
            alsoTriggering: [
                ExampleSpec.form(
                    """
                      - type: checkboxGroup
                        id: workshops
                        label: Workshops
                        minSelected: 1️⃣2
                        items:
                          - {id: swift, label: Swift}
                          - {id: design, label: Design, enabled: false}
                    """)
            ],
            passing: ExampleSpec.form(
                """
                  - type: checkboxGroup
                    id: workshops
                    label: Workshops
                    minSelected: 1
                    maxSelected: 2
                    items:
                      - {id: swift, label: Swift}
                      - {id: design, label: Design}
                      - {id: testing, label: Testing}
                """))
    ]

    static func check(_ form: FormSyntax, into sink: inout DiagnosticCollector) {
        guard form.hasLogic else { return }
        for case let facts? in form.logicFacts {
            // Read in its box: a copy of the logic would retain each of its parts.
            guard let minimum = facts.logicBox?.body.minSelected, minimum.value > 0 else { continue }
            let what = facts.type == .calendar ? "dates" : "items"
            if let maximum = facts.logicBox?.body.maxSelected, minimum.value > maximum.value {
                sink.report(
                    .logicImpossibleCount,
                    "'minSelected' is \(minimum.value), more than 'maxSelected', \(maximum.value): no selection holds both",
                    at: minimum.place, notes: [("'maxSelected' is \(maximum.value)", maximum.place)])
            } else if minimum.value > facts.answers.choosable {
                sink.report(
                    .logicImpossibleCount,
                    "'minSelected' is \(minimum.value), but only \(facts.answers.choosable) of the \(facts.type.rawValue)'s \(what) can be chosen (enabled, or selected from the start)",
                    at: minimum.place)
            }
        }
    }
}

extension DiagnosticID {
    /// `logic.self-reference`: a control's condition tests the control itself.
    public static let logicSelfReference = DiagnosticID("logic.self-reference", severity: .error)
}

/// `logic.self-reference`: a condition of a control (or of one of its items) tests the control's
/// own answer.
enum LogicSelfReferenceRule: FormRule {
    static let diagnosticIDs: [DiagnosticID] = [.logicSelfReference]
    static let explanations = [
        Explanation(
            .logicSelfReference, summary: "a control's condition tests the control itself",
            checks:
                "A control's `visibleWhen`, `enabledWhen` or `requiredWhen`, or an item's `enabledWhen`, tests the answer of the control that holds it.",
            reason:
                "A control shown only when it is on can never be turned on; one enabled only when it is answered can never be answered: the condition locks the control.",
            triggering: ExampleSpec.form(
                """
                  - type: toggle
                    id: reminders
                    label: Send me reminders
                    enabledWhen: {control: 1️⃣reminders, is: on}
                """),
            passing: ExampleSpec.form(
                """
                  - type: toggle
                    id: account
                    label: Create an account
                  - type: toggle
                    id: reminders
                    label: Send me reminders
                    enabledWhen: {control: account, is: on}
                """))
    ]

    static func check(_ form: FormSyntax, into sink: inout DiagnosticCollector) {
        guard form.hasLogic else { return }
        for (position, facts) in form.logicFacts.enumerated() {
            guard let id = facts?.id?.value else { continue }
            for test in form.logicIndex.tests(of: position) where test.control.value == id {
                sink.report(
                    .logicSelfReference,
                    "the '\(test.key)' of '\(id)' tests '\(id)' itself, whose answer it decides; test another control",
                    at: test.control.place)
            }
        }
    }
}

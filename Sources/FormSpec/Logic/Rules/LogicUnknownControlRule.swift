extension DiagnosticID {
    /// `logic.unknown-control`: a condition tests a control the form does not have.
    public static let logicUnknownControl = DiagnosticID("logic.unknown-control", severity: .error)
}

/// `logic.unknown-control`: a condition names a control id that no control of the form has.
enum LogicUnknownControlRule: FormRule {
    static let diagnosticFamilies = [
        DiagnosticFamily("logic", heading: "the form's logic: required answers and conditions")
    ]
    static let diagnosticIDs: [DiagnosticID] = [.logicUnknownControl]
    static let explanations = [
        Explanation(
            .logicUnknownControl, summary: "a condition tests a control the form does not have",
            checks:
                "A condition (`visibleWhen`, `enabledWhen`, `requiredWhen`, an item's `enabledWhen`) names in `control` an id that no control of the form has. The closest id is suggested, with a fix-it.",
            reason:
                "A condition on a control that does not exist never changes: a renamed control leaves the condition that named it silently true or false.",
            fix: .unsafe(
                "the closest id is a guess among the form's controls, which changes what the condition tests."),
            triggering: ExampleSpec.form(
                """
                  - type: toggle
                    id: workshop
                    label: I join the workshop
                  - type: calendar
                    id: day
                    label: Workshop day
                    dates: [2026-05-01, 2026-05-02]
                    visibleWhen: {control: 1️⃣workshp, is: on}
                """),
            passing: ExampleSpec.form(
                """
                  - type: toggle
                    id: workshop
                    label: I join the workshop
                  - type: calendar
                    id: day
                    label: Workshop day
                    dates: [2026-05-01, 2026-05-02]
                    visibleWhen: {control: workshop, is: on}
                """))
    ]

    static func check(_ form: FormSyntax, into sink: inout DiagnosticCollector) {
        // With a control whose id could not be read, any id might be meant: that control is reported already.
        guard form.hasLogic else { return }
        guard form.logicFacts.allSatisfy({ $0?.id != nil }) else { return }
        lazy var ids = form.logicFacts.compactMap { $0?.id?.value }
        for position in form.logicFacts.indices {
            for test in form.logicIndex.tests(of: position) where test.target == nil {
                let fix = Suggestion.fixIt(
                    replacing: sink.range(of: test.control.place), test.control.value, among: ids, isSafe: false)
                let hint = fix.map { "; did you mean '\($0.replacement)'?" } ?? ""
                sink.report(
                    .logicUnknownControl, "no control of the form has the id '\(test.control.value)'\(hint)",
                    at: test.control.place, fixIts: fix.map { [$0] } ?? [])
            }
        }
    }
}

extension DiagnosticID {
    /// `form.duplicate-id`: two controls share an id.
    public static let formDuplicateID = DiagnosticID("form.duplicate-id", severity: .error)
}

/// `form.duplicate-id`: two controls share an id.
enum DuplicateControlIDRule: FormRule {
    static let diagnosticFamilies = [DiagnosticFamily("form", heading: "the form")]
    static let diagnosticIDs: [DiagnosticID] = [.formDuplicateID]
    static let explanations = [
        Explanation(
            .formDuplicateID, summary: "two controls share an id",
            checks: "Two controls of a form have the same `id`.",
            reason:
                "Generated code and the normalized JSON address controls by id: two controls with one id cannot both be reached.",
            triggering: ExampleSpec.form(
                """
                  - type: toggle
                    id: reminders
                    label: Send me reminders
                  - type: toggle
                    id: 1️⃣reminders
                    label: Send me offers
                """),
            passing: ExampleSpec.form(
                """
                  - type: toggle
                    id: reminders
                    label: Send me reminders
                  - type: toggle
                    id: offers
                    label: Send me offers
                """))
    ]

    static func check(_ form: FormSyntax, into sink: inout DiagnosticCollector) {
        DuplicateFinder.report(form.controlIDs, as: .formDuplicateID, into: &sink) { id in
            "two controls have the id '\(id)'; control ids are unique in a form"
        }
    }
}

extension DiagnosticID {
    /// `checkbox.option-ignored`: `useOffImageForClear` on a two-state checkbox.
    public static let checkboxOptionIgnored = DiagnosticID("checkbox.option-ignored", severity: .warning)
}

/// `checkbox.option-ignored`: `useOffImageForClear` on a two-state checkbox.
enum CheckboxOptionIgnoredRule: ControlRule {
    static let diagnosticIDs: [DiagnosticID] = [.checkboxOptionIgnored]
    static let explanations = [
        Explanation(
            .checkboxOptionIgnored, summary: "`useOffImageForClear` on a two-state checkbox",
            checks: "A two-state checkbox sets `useOffImageForClear`.",
            reason:
                "The option chooses the image of the CLEAR state, which a two-state checkbox never shows; RVS_Checkbox forces it on.",
            triggering: ExampleSpec.form(
                """
                  - type: checkbox
                    id: terms
                    label: I accept the terms
                    1️⃣useOffImageForClear: false
                """),
            alsoTriggering: [
                ExampleSpec.form(
                    """
                      - type: checkbox
                        id: newsletter
                        label: Send me the newsletter
                        threeState: false
                        images: {on: newsletter-on, off: newsletter-off}
                        1️⃣useOffImageForClear: true
                    """)
            ],
            passing: ExampleSpec.form(
                """
                  - type: checkbox
                    id: terms
                    label: I accept the terms
                    threeState: true
                    useOffImageForClear: false
                """))
    ]

    static func check(_ checkbox: CheckboxSyntax, of control: ControlSyntax, into sink: inout DiagnosticCollector) {
        guard checkbox.isTwoState(in: control), let option = checkbox.useOffImageForClear else { return }
        sink.report(
            .checkboxOptionIgnored,
            "'useOffImageForClear' only matters for three-state checkboxes; this one is two-state, so it is ignored",
            at: option.keyPlace)
    }
}

extension DiagnosticID {
    /// `checkbox.clear-image-unused`: `images.clear` on a two-state checkbox.
    public static let checkboxClearImageUnused = DiagnosticID("checkbox.clear-image-unused", severity: .warning)
}

/// `checkbox.clear-image-unused`: `images.clear` on a two-state checkbox.
enum CheckboxClearImageUnusedRule: ControlRule {
    static let diagnosticIDs: [DiagnosticID] = [.checkboxClearImageUnused]
    static let explanations = [
        Explanation(
            .checkboxClearImageUnused, summary: "`images.clear` on a two-state checkbox",
            checks: "A two-state checkbox gives `images.clear`.",
            reason: "A two-state checkbox is never CLEAR, so RVS_Checkbox never draws the CLEAR image.",
            triggering: ExampleSpec.form(
                """
                  - type: checkbox
                    id: terms
                    label: I accept the terms
                    images:
                      on: terms-on
                      off: terms-off
                      1️⃣clear: terms-clear
                """),
            alsoTriggering: [
                ExampleSpec.form(
                    """
                      - type: checkbox
                        id: newsletter
                        label: Send me the newsletter
                        threeState: false
                        appearance: custom
                        images: {on: newsletter-on, off: newsletter-off, 1️⃣clear: newsletter-clear}
                    """)
            ],
            passing: ExampleSpec.form(
                """
                  - type: checkbox
                    id: terms
                    label: I accept the terms
                    threeState: true
                    images:
                      on: terms-on
                      off: terms-off
                      clear: terms-clear
                """))
    ]

    static func check(_ checkbox: CheckboxSyntax, of control: ControlSyntax, into sink: inout DiagnosticCollector) {
        guard checkbox.isTwoState(in: control), checkbox.appearance?.value != .symbols,
            let clear = checkbox.images?.value.clear
        else { return }
        sink.report(
            .checkboxClearImageUnused,
            "a two-state checkbox is never CLEAR, so 'images.clear' is never shown; add 'threeState: true' or remove it",
            at: clear.keyPlace)
    }
}

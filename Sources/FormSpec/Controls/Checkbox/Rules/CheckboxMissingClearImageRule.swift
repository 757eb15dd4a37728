extension DiagnosticID {
    /// `checkbox.missing-clear-image`: `useOffImageForClear: false` with custom images and no `images.clear`.
    public static let checkboxMissingClearImage = DiagnosticID("checkbox.missing-clear-image", severity: .warning)
}

/// `checkbox.missing-clear-image`: `useOffImageForClear: false` with custom images and no CLEAR image.
enum CheckboxMissingClearImageRule: ControlRule {
    static let diagnosticIDs: [DiagnosticID] = [.checkboxMissingClearImage]
    static let explanations = [
        Explanation(
            .checkboxMissingClearImage,
            summary: "`useOffImageForClear: false` with custom images and no `images.clear`",
            checks:
                "A three-state checkbox with custom images sets `useOffImageForClear: false` but gives no `images.clear`.",
            reason:
                "Without a CLEAR image RVS_Checkbox forces `useOffImageForClear` back on: CLEAR shows the OFF image.",
            triggering: ExampleSpec.form(
                """
                  - type: checkbox
                    id: terms
                    label: I accept the terms
                    threeState: true
                    useOffImageForClear: 1️⃣false
                    images:
                      on: terms-on
                      off: terms-off
                """),
            alsoTriggering: [
                ExampleSpec.form(
                    """
                      - {type: checkbox, id: extras, label: Extras, threeState: true, appearance: custom,
                         images: {on: extras-on, off: extras-off, rendering: original}, useOffImageForClear: 1️⃣false}
                    """)
            ],
            passing: ExampleSpec.form(
                """
                  - type: checkbox
                    id: terms
                    label: I accept the terms
                    threeState: true
                    useOffImageForClear: false
                    images:
                      on: terms-on
                      off: terms-off
                      clear: terms-clear
                """))
    ]

    static func check(_ checkbox: CheckboxSyntax, of control: ControlSyntax, into sink: inout DiagnosticCollector) {
        guard checkbox.isThreeState, let option = checkbox.useOffImageForClear, !option.value,
            checkbox.hasOnAndOffImages,
            checkbox.appearance?.value == .custom || checkbox.hasNoAppearance(in: control),
            checkbox.lacksImage(.clear, in: control)
        else { return }
        sink.report(
            .checkboxMissingClearImage,
            "with custom images and no 'images.clear', CLEAR shows the OFF image whatever 'useOffImageForClear' says; add 'images.clear'",
            at: option.place)
    }
}

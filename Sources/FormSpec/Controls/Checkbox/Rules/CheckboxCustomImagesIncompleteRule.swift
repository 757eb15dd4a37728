extension DiagnosticID {
    /// `checkbox.custom-images-incomplete`: `appearance: custom` without both `images.on` and `images.off`.
    public static let checkboxCustomImagesIncomplete = DiagnosticID(
        "checkbox.custom-images-incomplete", severity: .error)
}

/// `checkbox.custom-images-incomplete`: `appearance: custom` without both images.
enum CheckboxCustomImagesIncompleteRule: ControlRule {
    static let diagnosticIDs: [DiagnosticID] = [.checkboxCustomImagesIncomplete]
    static let explanations = [
        Explanation(
            .checkboxCustomImagesIncomplete, summary: "`appearance: custom` without both `images.on` and `images.off`",
            checks: "`appearance: custom` on a checkbox that lacks `images.on` or `images.off`.",
            reason:
                "RVS_Checkbox cannot draw custom images without both an ON and an OFF image: it forces SF Symbols back on.",
            triggering: ExampleSpec.form(
                """
                  - type: checkbox
                    id: terms
                    label: I accept the terms
                    appearance: 1️⃣custom
                    images:
                      on: terms-on
                """),
            alsoTriggering: [
                ExampleSpec.form(
                    """
                      - type: checkbox
                        id: gift-wrap
                        label: Gift wrap my order
                        threeState: true
                        appearance: 1️⃣custom
                        tint: systemIndigo
                    """)
            ],
            passing: ExampleSpec.form(
                """
                  - type: checkbox
                    id: terms
                    label: I accept the terms
                    appearance: custom
                    images:
                      on: terms-on
                      off: terms-off
                """))
    ]

    static func check(_ checkbox: CheckboxSyntax, of control: ControlSyntax, into sink: inout DiagnosticCollector) {
        guard let appearance = checkbox.appearance, appearance.value == .custom else { return }
        // An image written wrongly, or under another name, is reported already.
        let missing = [CheckboxState.on, .off].filter { checkbox.lacksImage($0, in: control) }.map {
            "'images.\($0.rawValue)'"
        }
        guard !missing.isEmpty else { return }
        sink.report(
            .checkboxCustomImagesIncomplete,
            "'appearance: custom' needs both 'images.on' and 'images.off'; add \(WordList.joined(missing, "and"))",
            at: appearance.place)
    }
}

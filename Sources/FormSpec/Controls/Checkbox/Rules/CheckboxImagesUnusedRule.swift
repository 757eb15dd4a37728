extension DiagnosticID {
    /// `checkbox.images-unused`: `appearance: symbols` together with images.
    public static let checkboxImagesUnused = DiagnosticID("checkbox.images-unused", severity: .warning)
}

/// `checkbox.images-unused`: `appearance: symbols` together with images.
enum CheckboxImagesUnusedRule: ControlRule {
    static let diagnosticIDs: [DiagnosticID] = [.checkboxImagesUnused]
    static let explanations = [
        Explanation(
            .checkboxImagesUnused, summary: "`appearance: symbols` together with images",
            checks: "A checkbox with `appearance: symbols` also gives `images`.",
            reason: "With SF Symbols the images are never drawn; one of the two declarations is a mistake.",
            triggering: ExampleSpec.form(
                """
                  - type: checkbox
                    id: terms
                    label: I accept the terms
                    appearance: symbols
                    1️⃣images:
                      on: terms-on
                      off: terms-off
                """),
            alsoTriggering: [
                ExampleSpec.form(
                    """
                      - type: checkbox
                        id: extras
                        label: Extras
                        threeState: true
                        appearance: symbols
                        1️⃣images:
                          clear: extras-partial
                    """)
            ],
            passing: ExampleSpec.form(
                """
                  - type: checkbox
                    id: terms
                    label: I accept the terms
                    appearance: symbols
                """))
    ]

    static func check(_ checkbox: CheckboxSyntax, of control: ControlSyntax, into sink: inout DiagnosticCollector) {
        guard let appearance = checkbox.appearance, appearance.value == .symbols, let images = checkbox.images,
            images.value.on != nil || images.value.off != nil || images.value.clear != nil
        else { return }
        sink.report(
            .checkboxImagesUnused, "the checkbox draws SF Symbols, so its 'images' are never shown",
            at: images.keyPlace, notes: [("'appearance: symbols' is set here", appearance.place)])
    }
}

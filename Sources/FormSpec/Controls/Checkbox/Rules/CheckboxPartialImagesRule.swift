extension DiagnosticID {
    /// `checkbox.partial-images`: only one of `images.on` and `images.off`.
    public static let checkboxPartialImages = DiagnosticID("checkbox.partial-images", severity: .warning)
}

/// `checkbox.partial-images`: only one of `images.on` and `images.off`.
enum CheckboxPartialImagesRule: ControlRule {
    static let diagnosticIDs: [DiagnosticID] = [.checkboxPartialImages]
    static let explanations = [
        Explanation(
            .checkboxPartialImages, summary: "only one of `images.on` and `images.off`",
            checks: "A checkbox gives exactly one of `images.on` and `images.off` (and no `appearance`).",
            reason:
                "RVS_Checkbox uses custom images only when it has both an ON and an OFF image; with one of them it silently draws SF Symbols.",
            triggering: ExampleSpec.form(
                """
                  - type: checkbox
                    id: terms
                    label: I accept the terms
                    1️⃣images:
                      on: terms-on
                """),
            alsoTriggering: [
                ExampleSpec.form(
                    """
                      - type: checkbox
                        id: newsletter
                        label: Send me the newsletter
                        1️⃣images: {off: newsletter-off, rendering: original}
                    """)
            ],
            passing: ExampleSpec.form(
                """
                  - type: checkbox
                    id: terms
                    label: I accept the terms
                    images:
                      on: terms-on
                      off: terms-off
                """))
    ]

    static func check(_ checkbox: CheckboxSyntax, of control: ControlSyntax, into sink: inout DiagnosticCollector) {
        guard checkbox.hasNoAppearance(in: control), let images = checkbox.images else { return }
        let (on, off) = (images.value.on, images.value.off)
        guard (on == nil) != (off == nil) else { return }
        let (given, missing): (CheckboxState, CheckboxState) = on != nil ? (.on, .off) : (.off, .on)
        guard checkbox.lacksImage(missing, in: control) else { return }
        sink.report(
            .checkboxPartialImages,
            "'images' has '\(given.rawValue)' but no '\(missing.rawValue)', so the checkbox draws SF Symbols; add 'images.\(missing.rawValue)' for custom images",
            at: images.keyPlace)
    }
}

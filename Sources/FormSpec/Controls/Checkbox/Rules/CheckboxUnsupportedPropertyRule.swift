extension DiagnosticID {
    /// `checkbox.unsupported-property`: `onTintColor` or `thumbTintColor`, which the checkbox ignores.
    public static let checkboxUnsupportedProperty = DiagnosticID("checkbox.unsupported-property", severity: .warning)
}

/// `checkbox.unsupported-property`: UISwitch's `onTintColor` or `thumbTintColor` on a checkbox.
enum CheckboxUnsupportedPropertyRule: ControlRule {
    static let diagnosticIDs: [DiagnosticID] = [.checkboxUnsupportedProperty]
    static let explanations = [
        Explanation(
            .checkboxUnsupportedProperty, summary: "`onTintColor` or `thumbTintColor`, which the checkbox ignores",
            checks: "A checkbox sets `onTintColor` or `thumbTintColor`.",
            reason:
                "RVS_Checkbox derives from UISwitch but draws itself: UISwitch's tint colours are ignored. Use `tint`.",
            triggering: ExampleSpec.form(
                """
                  - type: checkbox
                    id: terms
                    label: I accept the terms
                    1️⃣onTintColor: systemGreen
                """),
            passing: ExampleSpec.form(
                """
                  - type: checkbox
                    id: terms
                    label: I accept the terms
                    tint: systemGreen
                """))
    ]

    static func check(_ checkbox: CheckboxSyntax, of control: ControlSyntax, into sink: inout DiagnosticCollector) {
        for key in checkbox.unsupportedKeys {
            sink.report(
                .checkboxUnsupportedProperty,
                "'\(key.value)' is a UISwitch property that a checkbox ignores; use 'tint' to colour the checkbox",
                at: key.keyPlace)
        }
    }
}

extension DiagnosticID {
    /// `checkbox.value-out-of-range`: a checkbox `value` outside -1…1.
    public static let checkboxValueOutOfRange = DiagnosticID("checkbox.value-out-of-range", severity: .error)
}

/// `checkbox.value-out-of-range`: `value` outside -1…1.
enum CheckboxValueRangeRule: ControlRule {
    static let diagnosticIDs: [DiagnosticID] = [.checkboxValueOutOfRange]
    static let explanations = [
        Explanation(
            .checkboxValueOutOfRange, summary: "a checkbox `value` outside -1…1",
            checks: "A checkbox's `value` is not -1, 0 or 1.",
            reason: "RVS_Checkbox's `value` setter stops the app (a precondition) for anything outside -1…1.",
            triggering: ExampleSpec.form(
                """
                  - type: checkbox
                    id: terms
                    label: I accept the terms
                    value: 1️⃣2
                """),
            passing: ExampleSpec.form(
                """
                  - type: checkbox
                    id: terms
                    label: I accept the terms
                    value: 1
                """))
    ]

    static func check(_ checkbox: CheckboxSyntax, of control: ControlSyntax, into sink: inout DiagnosticCollector) {
        guard let value = checkbox.value, !(-1...1).contains(value.value) else { return }
        let meaning = checkbox.isThreeState ? "-1 (OFF), 0 (CLEAR) or 1 (ON)" : "0 or -1 (OFF) or 1 (ON)"
        sink.report(
            .checkboxValueOutOfRange, "a checkbox's 'value' is \(meaning); this one is out of range", at: value.place)
    }
}

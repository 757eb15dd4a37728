import FormSpecYAML

extension DiagnosticID {
    /// `checkbox.state-conflict`: both `state` and `value` on a checkbox.
    public static let checkboxStateConflict = DiagnosticID("checkbox.state-conflict", severity: .error)
}

/// `checkbox.state-conflict`: a checkbox declares both `state` and `value`.
enum CheckboxStateConflictRule: ControlRule {
    static let diagnosticIDs: [DiagnosticID] = [.checkboxStateConflict]
    static let explanations = [
        Explanation(
            .checkboxStateConflict, summary: "both `state` and `value` on a checkbox",
            checks: "A checkbox declares both `state` and `value`.",
            reason:
                "`value` is RVS_Checkbox's numeric form of `state` (-1 OFF, 0 CLEAR, 1 ON); given both, one would silently win. Write one of them.",
            triggering: ExampleSpec.form(
                """
                  - type: checkbox
                    id: terms
                    label: I accept the terms
                    state: on
                    1️⃣value: 1
                """),
            passing: ExampleSpec.form(
                """
                  - type: checkbox
                    id: terms
                    label: I accept the terms
                    state: on
                """))
    ]

    static func check(_ checkbox: CheckboxSyntax, of control: ControlSyntax, into sink: inout DiagnosticCollector) {
        guard let state = checkbox.state, let value = checkbox.value else { return }
        let keys = [("state", sink.range(of: state.keyPlace)), ("value", sink.range(of: value.keyPlace))].sorted {
            $0.1.start < $1.1.start
        }
        sink.report(
            .checkboxStateConflict,
            "the checkbox has both 'state' and 'value', which say the same thing; keep one of them",
            at: keys[1].1, notes: [("'\(keys[0].0)' is given here", keys[0].1)])
    }
}

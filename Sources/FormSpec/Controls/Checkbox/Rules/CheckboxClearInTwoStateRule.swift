import FormSpecYAML

extension DiagnosticID {
    /// `checkbox.clear-in-two-state`: `state: clear` on a two-state checkbox.
    public static let checkboxClearInTwoState = DiagnosticID("checkbox.clear-in-two-state", severity: .warning)
}

/// `checkbox.clear-in-two-state`: `state: clear` on a two-state checkbox.
enum CheckboxClearInTwoStateRule: ControlRule {
    static let diagnosticIDs: [DiagnosticID] = [.checkboxClearInTwoState]
    static let explanations = [
        Explanation(
            .checkboxClearInTwoState, summary: "`state: clear` on a two-state checkbox",
            checks: "`state: clear` on a checkbox without `threeState: true`.",
            reason: "A two-state checkbox has no CLEAR state: RVS_Checkbox shows it as OFF.",
            triggering: ExampleSpec.form(
                """
                  - type: checkbox
                    id: newsletter
                    label: Send me the newsletter
                    state: 1️⃣clear
                """),
            passing: ExampleSpec.form(
                """
                  - type: checkbox
                    id: newsletter
                    label: Send me the newsletter
                    threeState: true
                    state: clear
                """))
    ]

    static func check(_ checkbox: CheckboxSyntax, of control: ControlSyntax, into sink: inout DiagnosticCollector) {
        guard let state = checkbox.state, state.value == .clear, checkbox.isTwoState(in: control) else { return }
        var notes: [(String, SourcePlace)] = []
        if let threeState = checkbox.threeState { notes.append(("the checkbox is two-state here", threeState.place)) }
        sink.report(
            .checkboxClearInTwoState,
            "'clear' is a state of three-state checkboxes; this two-state checkbox starts OFF (add 'threeState: true' or write 'off')",
            at: state.place, notes: notes)
    }
}

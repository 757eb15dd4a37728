extension DiagnosticID {
    /// `radio.multiple-selection`: a radio group's `selected` is a list.
    public static let radioMultipleSelection = DiagnosticID("radio.multiple-selection", severity: .error)
}

/// `radio.multiple-selection`: a radio group's `selected` is a list.
enum RadioMultipleSelectionRule: ControlRule {
    static let diagnosticFamilies = [DiagnosticFamily("radio", heading: "radio groups")]
    static let diagnosticIDs: [DiagnosticID] = [.radioMultipleSelection]
    static let explanations = [
        Explanation(
            .radioMultipleSelection, summary: "a radio group's `selected` is a list",
            checks: "A radio group's `selected` is a list.",
            reason: "A radio group selects at most one item: `selected` is one id, or absent for no selection.",
            fix: .unsafe(
                "keeping one of the selected items chooses between them, which changes how the form starts."),
            triggering: ExampleSpec.form(
                """
                  - type: radioGroup
                    id: size
                    label: Size
                    items:
                      - {id: small, label: Small}
                      - {id: large, label: Large}
                    selected: 1️⃣[small, large]
                """),
            passing: ExampleSpec.form(
                """
                  - type: radioGroup
                    id: size
                    label: Size
                    items:
                      - {id: small, label: Small}
                      - {id: large, label: Large}
                    selected: small
                """))
    ]

    static func check(_ group: GroupSyntax, of control: ControlSyntax, into sink: inout DiagnosticCollector) {
        guard let selection = group.selected, selection.value.isList else { return }
        var fixIts: [Diagnostic.FixIt] = []
        if selection.value.ids.count == 1 {
            let id = selection.value.ids[0].value
            fixIts.append(
                Diagnostic.FixIt(
                    message: "select '\(id)'", range: sink.range(of: selection.place), replacement: id, isSafe: false))
        }
        sink.report(
            .radioMultipleSelection,
            "a radio group selects at most one item: write one id for 'selected', or leave it out for none",
            at: selection.place, fixIts: fixIts)
    }
}

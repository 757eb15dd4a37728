extension SparkCheckboxDefinition {
    /// A `SparkUICheckbox`: its text first (see ``UIKitLines/sparkText(_:)``), then its state, set
    /// with `setSelectionState(_:animated:)`, which sends no action (`SparkUICheckbox.swift`
    /// :454-462; only a person's tap sends `.valueChanged`, :485-494). Spark's
    /// `CheckboxSelectionState` and the answer's `SparkCheckboxControl.State` have the same cases.
    static let uikitControl = UIKitControl(
        component: "SparkUICheckbox", module: "SparkComponentSelectionControls", takesTheme: true,
        make: { lines in
            let (p, texts) = (lines.property, lines.texts)
            lines.line(p + " = SparkUICheckbox(theme: theme)")
            lines.sparkText(texts)
            lines.line(p + ".intent = ." + model(in: lines.control.bodyBox).intent.rawValue)
            writeState(&lines)
            lines.sparkAccessibilityLabel(texts)
        },
        read: { lines in
            lines.line("switch " + lines.property + ".selectionState {")
            for state in SparkCheckboxState.allCases {
                lines.line("case ." + state.rawValue + ": " + lines.answer + " = ." + state.rawValue)
            }
            lines.line("}")
        },
        show: writeState)

    /// The answer's state shown with `setSelectionState(_:animated: false)`.
    private static func writeState(_ lines: inout UIKitLines) {
        lines.line("switch " + lines.answer + " {")
        for state in SparkCheckboxState.allCases {
            lines.line(
                "case ." + state.rawValue + ": " + lines.property + ".setSelectionState(." + state.rawValue
                    + ", animated: false)")
        }
        lines.line("}")
    }
}

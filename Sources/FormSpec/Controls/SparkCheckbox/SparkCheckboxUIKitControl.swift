extension SparkCheckboxDefinition {
    /// A `SparkUICheckbox`: its text first (see ``UIKitLines/sparkText(_:)``), then its state, set
    /// with `setSelectionState(_:animated:)`, which sends no action (`SparkUICheckbox.swift`
    /// :454-462; only a person's tap sends `.valueChanged`, :485-494). Spark's
    /// `CheckboxSelectionState` and the answer's `SparkCheckboxControl.State` have the same cases.
    static let uikitControl = UIKitControl(
        component: "SparkUICheckbox", module: "SparkComponentSelectionControls", takesTheme: true,
        make: UIKitCode(
            write: { lines in
                let (p, texts) = (lines.property, lines.texts)
                lines.line(p + " = SparkUICheckbox(theme: theme)")
                lines.sparkText(texts)
                lines.line(p + ".intent = ." + model(in: lines.control.bodyBox).intent.rawValue)
                writeState(&lines)
                lines.line(p + ".isEnabled = " + (lines.control.enabled ? "true" : "false"))
                lines.sparkAccessibilityLabel(texts)
            },
            template: """
                            \(UIKitStencil.property) = SparkUICheckbox(theme: theme)

                """ + UIKitLines.sparkTextTemplate + """
                                \(UIKitStencil.property).intent = .{{ control.intent }}

                    """ + stateTemplate + """
                                    \(UIKitStencil.property).isEnabled = {{ control.enabled }}

                        """ + UIKitLines.sparkAccessibilityLabelTemplate),
        read: UIKitCode(
            write: { lines in
                lines.line("switch " + lines.property + ".selectionState {")
                for state in SparkCheckboxState.allCases {
                    lines.line("case ." + state.rawValue + ": " + lines.answer + " = ." + state.rawValue)
                }
                lines.line("}")
            },
            template: """
                            switch \(UIKitStencil.property).selectionState {

                """
                    + SparkCheckboxState.allCases.map {
                        "            case .\($0.rawValue): \(UIKitStencil.answer) = .\($0.rawValue)\n"
                    }.joined() + "            }\n"),
        show: UIKitCode(write: writeState, template: stateTemplate))

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

    /// ``writeState(_:)`` as Stencil.
    private static let stateTemplate =
        "            switch \(UIKitStencil.answer) {\n"
        + SparkCheckboxState.allCases.map {
            "            case .\($0.rawValue): \(UIKitStencil.property).setSelectionState(.\($0.rawValue), animated: false)\n"
        }.joined() + "            }\n"
}

extension RadioButtonDefinition {
    /// A `SparkUIRadioButton`: its text first (see ``UIKitLines/sparkText(_:)``), then whether it
    /// is selected, set with `setIsSelected(_:animated:)`, which sends no action
    /// (`SparkUIRadioButton.swift` :418-427; only a person's tap sends `.valueChanged`, :441-451).
    static let uikitControl = UIKitControl(
        component: "SparkUIRadioButton", module: "SparkComponentSelectionControls", takesTheme: true,
        make: { lines in
            let (p, texts) = (lines.property, lines.texts)
            lines.line(p + " = SparkUIRadioButton(theme: theme)")
            lines.sparkText(texts)
            lines.line(p + ".intent = ." + model(in: lines.control.bodyBox).intent.rawValue)
            lines.line(p + ".setIsSelected(" + lines.answer + ", animated: false)")
            lines.sparkAccessibilityLabel(texts)
        },
        read: { lines in lines.line(lines.answer + " = " + lines.property + ".isSelected") },
        show: { lines in lines.line(lines.property + ".setIsSelected(" + lines.answer + ", animated: false)") })
}

extension ToggleDefinition {
    /// A `SparkUISwitch`: its text first (see ``UIKitLines/sparkText(_:)``), then whether it is on,
    /// set with `setOn(_:animated:)`, which sends no action (`SparkUISwitch.swift` :476-485; only a
    /// person's tap sends `.valueChanged`, :513-521).
    static let uikitControl = UIKitControl(
        component: "SparkUISwitch", module: "SparkComponentSelectionControls", takesTheme: true,
        make: { lines in
            let (p, texts) = (lines.property, lines.texts)
            lines.line(p + " = SparkUISwitch(theme: theme)")
            lines.sparkText(texts)
            lines.line(p + ".setOn(" + lines.answer + ", animated: false)")
            lines.sparkAccessibilityLabel(texts)
        },
        read: { lines in lines.line(lines.answer + " = " + lines.property + ".isOn") },
        show: { lines in lines.line(lines.property + ".setOn(" + lines.answer + ", animated: false)") })
}

extension RadioButtonDefinition {
    /// A `SparkUIRadioButton`: the text first, whose setter also sets the accessibility label.
    static let uikitFactory = UIKitFactory(
        component: "SparkUIRadioButton", module: "SparkComponentSelectionControls", takesTheme: true,
        body: """
                    let button = SparkUIRadioButton(theme: theme)
                    button.text = {{ control.label|swiftString }}
                    button.intent = .{{ control.intent }}
                    button.isSelected = {{ control.selected }}
                    button.isEnabled = {{ control.enabled }}
                    button.accessibilityLabel = {{ control.accessibilityLabel|swiftString }}
                    return button

            """)
}

extension SparkCheckboxDefinition {
    /// A `SparkUICheckbox`: the text first, whose setter also sets the accessibility label.
    static let uikitFactory = UIKitFactory(
        component: "SparkUICheckbox", module: "SparkComponentSelectionControls", takesTheme: true,
        body: """
                    let checkbox = SparkUICheckbox(theme: theme)
                    checkbox.text = {{ control.label|swiftString }}
                    checkbox.intent = .{{ control.intent }}
                    checkbox.selectionState = .{{ control.state }}
                    checkbox.isEnabled = {{ control.enabled }}
                    checkbox.accessibilityLabel = {{ control.accessibilityLabel|swiftString }}
                    return checkbox

            """)
}

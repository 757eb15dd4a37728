extension ToggleDefinition {
    /// A `SparkUISwitch`: the text first, whose setter also sets the accessibility label.
    static let uikitFactory = UIKitFactory(
        component: "SparkUISwitch", module: "SparkComponentSelectionControls", takesTheme: true,
        body: """
                    let toggle = SparkUISwitch(theme: theme)
                    toggle.text = {{ control.label|swiftString }}
            {% if control.state == "on" %}
                    toggle.isOn = true
            {% else %}
                    toggle.isOn = false
            {% endif %}
                    toggle.isEnabled = {{ control.enabled }}
                    toggle.accessibilityLabel = {{ control.accessibilityLabel|swiftString }}
                    return toggle

            """)
}

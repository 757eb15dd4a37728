extension CheckboxDefinition {
    /// An `RVS_Checkbox` (3.x): images before `isThreeState` and `useOffImageForClear`, whose
    /// setters the images' setters override, and the state last. An image is an asset
    /// (`UIImage(named:)`) or an SF Symbol (`UIImage(systemName:)`): the `uiImage` filter.
    ///
    /// Building it fires no haptic: RVS_Checkbox 3.0.5 ticks on every assignment of
    /// `checkboxState` while it has a feedback generator (`RVS_Checkbox.swift` :293-298, twice for
    /// a two-state box declared off), so haptics are off until the box is built, and the state is
    /// set with `setState(_:animated:)`, which changes it without one (:496-525).
    static let uikitFactory = UIKitFactory(
        component: "RVS_Checkbox", module: "RVS_Checkbox", takesTheme: false,
        body: """
                    let checkbox = RVS_Checkbox(frame: .zero)
                    checkbox.useHaptics = false
            {% if control.appearance == "custom" %}
            {% if control.images.rendering == "original" %}
                    checkbox.onImage = {{ control.images.on|uiImage }}?.withRenderingMode(.alwaysOriginal)
                    checkbox.offImage = {{ control.images.off|uiImage }}?.withRenderingMode(.alwaysOriginal)
            {% if control.images.clear %}
                    checkbox.clearImage = {{ control.images.clear|uiImage }}?.withRenderingMode(.alwaysOriginal)
            {% endif %}
            {% else %}
                    checkbox.onImage = {{ control.images.on|uiImage }}
                    checkbox.offImage = {{ control.images.off|uiImage }}
            {% if control.images.clear %}
                    checkbox.clearImage = {{ control.images.clear|uiImage }}
            {% endif %}
            {% endif %}
            {% else %}
                    checkbox.isUsingSFSymbols = true
            {% endif %}
                    checkbox.isThreeState = {{ control.threeState }}
                    checkbox.useOffImageForClear = {{ control.useOffImageForClear }}
            {% if control.tint %}
                    checkbox.tintColor = {{ control.tint|uiColor }}
            {% endif %}
                    checkbox.setState(.{{ control.state }}, animated: false)
                    checkbox.isEnabled = {{ control.enabled }}
                    checkbox.accessibilityLabel = {{ control.accessibilityLabel|swiftString }}
                    checkbox.useHaptics = {{ control.haptics }}
                    return checkbox

            """)
}

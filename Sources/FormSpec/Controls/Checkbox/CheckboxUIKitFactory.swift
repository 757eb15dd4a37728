extension CheckboxDefinition {
    /// An `RVS_Checkbox` (3.x): images before `isThreeState` and `useOffImageForClear`, whose
    /// setters the images' setters override, and the state last. An image is an asset
    /// (`UIImage(named:)`) or an SF Symbol (`UIImage(systemName:)`): the `uiImage` filter.
    static let uikitFactory = UIKitFactory(
        component: "RVS_Checkbox", module: "RVS_Checkbox", takesTheme: false,
        body: """
                    let checkbox = RVS_Checkbox(frame: .zero)
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
                    checkbox.useHaptics = {{ control.haptics }}
            {% if control.tint %}
                    checkbox.tintColor = {{ control.tint|uiColor }}
            {% endif %}
                    checkbox.checkboxState = .{{ control.state }}
                    checkbox.isEnabled = {{ control.enabled }}
                    checkbox.accessibilityLabel = {{ control.accessibilityLabel|swiftString }}
                    return checkbox

            """)
}

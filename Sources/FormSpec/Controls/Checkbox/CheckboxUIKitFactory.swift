extension CheckboxDefinition {
    /// An `RVS_Checkbox` (3.x): images before `isThreeState` and `useOffImageForClear`, whose
    /// setters the images' setters override, and the state last.
    static let uikitFactory = UIKitFactory(component: "RVS_Checkbox", module: "RVS_Checkbox", takesTheme: false, body: """
                let checkbox = RVS_Checkbox(frame: .zero)
        {% if control.appearance == "custom" %}
        {% if control.images.rendering == "original" %}
                checkbox.onImage = UIImage(named: {{ control.images.on|swiftString }})?.withRenderingMode(.alwaysOriginal)
                checkbox.offImage = UIImage(named: {{ control.images.off|swiftString }})?.withRenderingMode(.alwaysOriginal)
        {% if control.images.clear %}
                checkbox.clearImage = UIImage(named: {{ control.images.clear|swiftString }})?.withRenderingMode(.alwaysOriginal)
        {% endif %}
        {% else %}
                checkbox.onImage = UIImage(named: {{ control.images.on|swiftString }})
                checkbox.offImage = UIImage(named: {{ control.images.off|swiftString }})
        {% if control.images.clear %}
                checkbox.clearImage = UIImage(named: {{ control.images.clear|swiftString }})
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

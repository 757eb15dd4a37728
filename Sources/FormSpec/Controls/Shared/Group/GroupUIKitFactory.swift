extension GroupDefinition {
    /// A Spark group (`component`) of `item`s: its items at creation, each enabled or not; the
    /// group's `isEnabled` only when it is disabled (setting it to true would enable every item,
    /// the disabled ones too); `selection`, the line that selects, last.
    ///
    /// VoiceOver hears the group's name: Spark's groups are plain `UIControl`s, neither an
    /// accessibility element nor a container with a label, so the group is made a semantic group
    /// (`accessibilityContainerType = .semanticGroup`, read as its items are entered) labelled with
    /// its accessibility label, else its label, else its title — the keys `a11y.missing-label`
    /// accepts.
    static func groupFactory(component: String, item: String, selection: String) -> UIKitFactory {
        UIKitFactory(
            component: component, module: "SparkComponentSelectionControls", takesTheme: true,
            body: """
                        let group = \(component)(theme: theme, items: [
                {% for item in control.items %}
                {% if item.label %}
                            \(item)(id: {{ item.id|swiftString }}, text: {{ item.label|swiftString }}, isEnabled: {{ item.enabled }}),
                {% else %}
                            \(item)(id: {{ item.id|swiftString }}, text: {{ item.accessibilityLabel|swiftString }}, isEnabled: {{ item.enabled }}),
                {% endif %}
                {% endfor %}
                        ])
                        group.intent = .{{ control.intent }}
                        group.axis = .{{ control.axis }}
                {% if not control.enabled %}
                        group.isEnabled = false
                {% endif %}
                        group.accessibilityContainerType = .semanticGroup
                {% if control.accessibilityLabel %}
                        group.accessibilityLabel = {{ control.accessibilityLabel|swiftString }}
                {% else %}
                        group.accessibilityLabel = {{ control.title|swiftString }}
                {% endif %}
                        \(selection)
                        return group

                """)
    }
}

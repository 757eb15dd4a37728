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
    ///
    /// An item's accessibility label is never its visible text: the item shows its `label` (none
    /// when it has only an accessibility label), and an accessibility label of its own is set on
    /// the item's view, `itemViews` (`checkboxes`, `radioButtons`: public, in the items' order),
    /// whose `accessibilityLabel` Spark forwards to the element VoiceOver reads, after the items
    /// are made (setting an item's text sets that label to the text).
    static func groupFactory(component: String, item: String, itemViews: String, selection: String) -> UIKitFactory {
        UIKitFactory(
            component: component, module: "SparkComponentSelectionControls", takesTheme: true,
            body: """
                        let group = \(component)(theme: theme, items: [
                {% for item in control.items %}
                {% if item.label %}
                            \(item)(id: {{ item.id|swiftString }}, text: {{ item.label|swiftString }}, isEnabled: {{ item.enabled }}),
                {% else %}
                            \(item)(id: {{ item.id|swiftString }}, text: "", isEnabled: {{ item.enabled }}),
                {% endif %}
                {% endfor %}
                        ])
                {% for item in control.items %}
                {% if item.accessibilityLabel != item.label %}
                        group.\(itemViews)[{{ forloop.counter0 }}].accessibilityLabel = {{ item.accessibilityLabel|swiftString }}
                {% endif %}
                {% endfor %}
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

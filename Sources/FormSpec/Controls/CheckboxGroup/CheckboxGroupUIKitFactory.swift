extension CheckboxGroupDefinition {
    /// A `SparkUICheckboxGroup` of `String` ids.
    static let uikitFactory = groupFactory(
        component: "SparkUICheckboxGroup<String>", item: "CheckboxGroupUIItem", itemViews: "checkboxes",
        selection:
            "group.selectedIDs = [{% for id in control.selected %}{{ id|swiftString }}{% if not forloop.last %}, {% endif %}{% endfor %}]"
    )
}

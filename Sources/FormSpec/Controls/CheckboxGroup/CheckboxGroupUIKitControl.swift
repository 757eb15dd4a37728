extension CheckboxGroupDefinition {
    /// A `SparkUICheckboxGroup` of the group's item enum; its answer is the set of its
    /// `selectedIDs`.
    static let uikitControl = groupControl(
        component: "SparkUICheckboxGroup<\(.items)>", item: "CheckboxGroupUIItem", itemViews: "checkboxes",
        select: "setSelectedIDs(\(.items).allCases.filter(\(.answer).contains)",
        selected: "Set(\(.property).selectedIDs)")
}

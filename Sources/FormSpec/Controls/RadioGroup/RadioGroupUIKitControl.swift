extension RadioGroupDefinition {
    /// A `SparkUIRadioGroup` of the group's item enum; its answer is its `selectedID`.
    static let uikitControl = groupControl(
        component: "SparkUIRadioGroup<\(.items)>", item: "RadioGroupUIItem", itemViews: "radioButtons",
        select: "setSelectedID(\(.answer)", selected: "\(.property).selectedID")
}

extension RadioGroupDefinition {
    /// A `SparkUIRadioGroup` of `String` ids.
    static let uikitFactory = groupFactory(
        component: "SparkUIRadioGroup<String>", item: "RadioGroupUIItem", itemViews: "radioButtons",
        selection: "group.selectedID = {{ control.selected|swiftString }}")
}

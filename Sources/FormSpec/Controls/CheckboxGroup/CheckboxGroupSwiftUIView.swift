extension CheckboxGroupDefinition {
    /// A `SparkCheckboxGroup` (`init(theme:selectedIDs:items:)`), whose list of ids is the
    /// answer's set in the items' order (the support file's `inCaseOrder`).
    static let swiftUIView = groupSwiftUIView(
        component: "SparkCheckboxGroup", selection: "selectedIDs", bindingSuffix: ".inCaseOrder",
        item: "CheckboxGroupItem", intentModifier: "sparkCheckboxIntent", axisModifier: "sparkCheckboxGroupAxis")
}

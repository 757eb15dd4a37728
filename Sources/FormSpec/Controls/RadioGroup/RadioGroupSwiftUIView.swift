extension RadioGroupDefinition {
    /// A `SparkRadioGroup` (`init(theme:selectedID:items:)`) bound to the answer, an optional item.
    static let swiftUIView = groupSwiftUIView(
        component: "SparkRadioGroup", selection: "selectedID", bindingSuffix: "", item: "RadioGroupItem",
        intentModifier: "sparkRadioButtonIntent", axisModifier: "sparkRadioGroupAxis")
}

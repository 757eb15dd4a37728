extension ToggleDefinition {
    /// A `SparkToggle` (`init(_ text: String, theme:isOn:)`) bound to whether it is on; Spark
    /// 2.2.2's toggle has no intent.
    static let swiftUIView = sparkControlSwiftUIView(component: "SparkToggle", bindingLabel: "isOn")
}

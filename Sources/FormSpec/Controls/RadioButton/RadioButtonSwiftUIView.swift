extension RadioButtonDefinition {
    /// A `SparkRadioButton` (`init(_ text: String, theme:isSelected:)`) bound to whether it is
    /// selected, with `sparkRadioButtonIntent(_:)`.
    static let swiftUIView = sparkControlSwiftUIView(
        component: "SparkRadioButton", bindingLabel: "isSelected", intentModifier: "sparkRadioButtonIntent",
        intent: \.intent)
}

extension SparkCheckboxDefinition {
    /// A `SparkCheckbox` (`init(_ text: String, theme:selectionState:)`) bound to its state as
    /// Spark's `CheckboxSelectionState` (the support file's `sparkSelectionState`), with
    /// `sparkCheckboxIntent(_:)`.
    static let swiftUIView = sparkControlSwiftUIView(
        component: "SparkCheckbox", bindingLabel: "selectionState", bindingSuffix: ".sparkSelectionState",
        intentModifier: "sparkCheckboxIntent", intent: \.intent)
}

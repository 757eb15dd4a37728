/// `SparkUIRadioButton`'s property names and the keys FormSpec writes for them.
extension RadioButtonDefinition {
    static let componentNames: [ComponentName] =
        ComponentName.sparkText(of: owner) + [
            .key("isSelected", ControlKey.selected, of: owner)
        ]

    private static let owner = "SparkUIRadioButton"
}

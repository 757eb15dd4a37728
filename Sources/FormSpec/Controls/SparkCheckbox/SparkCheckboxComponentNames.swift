/// `SparkUICheckbox`'s property names and the keys FormSpec writes for them.
extension SparkCheckboxDefinition {
    static let componentNames: [ComponentName] = ComponentName.sparkText(of: owner) + [
        .key("selectionState", ControlKey.state, of: owner),
        .words("isSelected", ControlKey.state, whenTrue: SparkCheckboxState.selected, whenFalse: SparkCheckboxState.unselected,
               of: owner),
    ]

    private static let owner = "SparkUICheckbox"
}

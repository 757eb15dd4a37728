/// `SparkUICheckbox`'s property names and the keys FormSpec writes for them, and RVS_Checkbox's
/// `checkboxState`, which a team that knows that checkbox writes for a Spark one.
extension SparkCheckboxDefinition {
    static let componentNames: [ComponentName] =
        ComponentName.sparkText(of: owner) + [
            .key("selectionState", ControlKey.state, of: owner),
            .key("checkboxState", ControlKey.state, of: "RVS_Checkbox"),
            .words(
                "isSelected", ControlKey.state, whenTrue: SparkCheckboxState.selected,
                whenFalse: SparkCheckboxState.unselected,
                of: owner),
        ]

    private static let owner = "SparkUICheckbox"
}

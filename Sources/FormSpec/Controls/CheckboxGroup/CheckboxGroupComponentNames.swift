/// `SparkUICheckboxGroup`'s property names and the keys FormSpec writes for them (its items'
/// are in `Shared/Group/GroupItemComponentNames.swift`).
extension CheckboxGroupDefinition {
    static let componentNames: [ComponentName] = [
        .key("selectedIDs", ControlKey.selected, of: "SparkUICheckboxGroup")
    ]
}

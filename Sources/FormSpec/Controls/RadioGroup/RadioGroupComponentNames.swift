/// `SparkUIRadioGroup`'s property names and the keys FormSpec writes for them (its items' are in
/// `Shared/Group/GroupItemComponentNames.swift`).
extension RadioGroupDefinition {
    static let componentNames: [ComponentName] = [
        .key("selectedID", ControlKey.selected, of: "SparkUIRadioGroup")
    ]
}

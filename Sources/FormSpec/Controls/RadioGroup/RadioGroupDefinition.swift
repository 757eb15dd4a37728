/// `radioGroup`: Spark's radio group (`SparkRadioGroup` / `SparkUIRadioGroup`), at most one of
/// its items selected.
enum RadioGroupDefinition: GroupDefinition {
    static let type = ControlType.radioGroup
    static let summary = "A radio group (Spark): at most one of its items selected."
    static let isRadio = true

    static let rules: [any ControlRule<GroupSyntax>.Type] = groupRules + [RadioMultipleSelectionRule.self]

    /// `selected`: the id of the selected item, or null.
    static let jsonMembers = JSONMembers<ControlJSON<GroupModel>>(
        groupMembers + [
            JSONMember("selected") { $1.write($0.body.selected.first) }
        ])

    static var outputProperties: [String: JSONValue] {
        outputProperties(selected: SchemaBuilding.nullable(SchemaBuilding.ref("identifier")))
    }
}

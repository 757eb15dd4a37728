/// `radioGroup`: Spark's radio group (`SparkRadioGroup` / `SparkUIRadioGroup`), at most one of
/// its items selected.
enum RadioGroupDefinition: GroupDefinition {
    static let type = ControlType.radioGroup
    static let summary = "A radio group (Spark): at most one of its items selected."
    static let isRadio = true
    static let swiftAnswer = SwiftAnswer<GroupModel>.always(
        SwiftAnswerValue(
            type: "\(.items)?", initial: "\(.selection)", meaning: "its selected item, if any", selection: .item))

    static let rules: [any ControlRule<GroupSyntax>.Type] = groupRules + [RadioMultipleSelectionRule.self]

    /// `selected`: the id of the selected item, or null.
    static let jsonMembers = JSONMembers<ControlJSON<GroupModel>>(
        groupMembers + [
            JSONMember("selected", schema: SchemaBuilding.nullable(SchemaBuilding.ref("identifier"))) {
                $1.write($0.body.selected.first)
            }
        ])
}

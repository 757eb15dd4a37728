/// `radioGroup`: Spark's radio group (`SparkRadioGroup` / `SparkUIRadioGroup`), at most one of
/// its items selected.
enum RadioGroupDefinition: GroupDefinition {
    static let type = ControlType.radioGroup
    static let summary = "A radio group (Spark): at most one of its items selected."
    /// A control of this type as a team usually writes it, for the language reference's example
    /// of every control (`Documentation/Language.md`).
    static let example = """
          - type: radioGroup               # Spark radio group
            id: size
            title: Size
            intent: error
            items:
              - {id: small, label: Small}
              - {id: large, label: Large}
            selected: large
        """
    static let isRadio = true
    static let swiftAnswer = SwiftAnswer<GroupModel>.always(
        SwiftAnswerValue(
            type: "\(.items)?", initial: "\(.selection)", meaning: "its selected item, if any", selection: .item,
            logicAnswer: ".item(\(.ownAnswer))"))

    static let rules: [any ControlRule<GroupSyntax>.Type] = groupRules + [RadioMultipleSelectionRule.self]

    /// `selected`: the id of the selected item, or null.
    static let jsonMembers = JSONMembers<ControlJSON<GroupModel>>(
        groupMembers + [
            JSONMember("selected", schema: SchemaBuilding.nullable(SchemaBuilding.ref("identifier"))) {
                $1.write($0.body.selected.first)
            }
        ])
}

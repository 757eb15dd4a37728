/// `checkboxGroup`: Spark's checkbox group (`SparkCheckboxGroup` / `SparkUICheckboxGroup`), any
/// number of its items selected.
enum CheckboxGroupDefinition: GroupDefinition {
    static let type = ControlType.checkboxGroup
    static let summary = "A checkbox group (Spark): any number of its items selected."
    /// A control of this type as a team usually writes it, for the language reference's example
    /// of every control (`Documentation/Language.md`).
    static let example = """
          - type: checkboxGroup            # Spark checkbox group
            id: toppings
            label: Toppings
            axis: horizontal
            items:
              - {id: cheese, label: Cheese}
              - {id: olives, label: Olives}
              - {id: anchovies, label: Anchovies, enabled: false}
            selected: [cheese]
        """
    static let isRadio = false
    static let swiftAnswer = SwiftAnswer<GroupModel>.always(
        SwiftAnswerValue(
            type: "Set<\(.items)>", initial: "\(.selection)", meaning: "its selected items", selection: .items,
            logicAnswer: ".items(\(.ownAnswer))"))

    static let rules: [any ControlRule<GroupSyntax>.Type] = groupRules

    /// `selected`: the ids of the selected items, in item order.
    static let jsonMembers = JSONMembers<ControlJSON<GroupModel>>(
        groupMembers + [
            JSONMember(
                "selected",
                schema: [
                    "description": "The selected item ids, in item order.", "type": "array",
                    "items": SchemaBuilding.ref("identifier"),
                ]
            ) { $1.write($0.body.selected) }
        ])
}

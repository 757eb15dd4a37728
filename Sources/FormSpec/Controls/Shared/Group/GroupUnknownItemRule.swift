extension DiagnosticID {
    /// `group.unknown-item`: `selected` names an id that is not an item.
    public static let groupUnknownItem = DiagnosticID("group.unknown-item", severity: .error)
}

/// `group.unknown-item`: `selected` names an id that is not an item of the group.
enum GroupUnknownItemRule: ControlRule {
    static let diagnosticIDs: [DiagnosticID] = [.groupUnknownItem]
    static let explanations = [
        Explanation(
            .groupUnknownItem, summary: "`selected` names an id that is not an item",
            checks: "A group's `selected` names an id that none of its items has.",
            reason:
                "Spark keeps the unknown id but selects nothing with it: the form starts with a selection the author did not mean.",
            fix: .unsafe(
                "the closest item id is a guess among the group's items, which changes what the form selects."),
            triggering: ExampleSpec.form(
                """
                  - type: checkboxGroup
                    id: toppings
                    label: Toppings
                    items:
                      - {id: cheese, label: Cheese}
                      - {id: olives, label: Olives}
                    selected: [1️⃣olive]
                """),
            passing: ExampleSpec.form(
                """
                  - type: checkboxGroup
                    id: toppings
                    label: Toppings
                    items:
                      - {id: cheese, label: Cheese}
                      - {id: olives, label: Olives}
                    selected: [olives]
                """))
    ]

    static func check(_ group: GroupSyntax, of control: ControlSyntax, into sink: inout DiagnosticCollector) {
        // With an item whose id could not be read, any id might be meant: that item is reported already.
        guard let selection = group.selected, !group.items.isEmpty, group.items.allSatisfy({ $0.id != nil }) else {
            return
        }
        let itemIDs = group.items.compactMap(\.id?.value)
        let known = Set(itemIDs)
        // One list for every unknown id, made at the first: thousands of them among thousands of
        // items cost no more than a few lookups, and a group without one costs none.
        var candidates: Suggestion.Candidates?
        for id in selection.value.ids where !known.contains(id.value) {
            if candidates == nil { candidates = Suggestion.Candidates(itemIDs) }
            let fix = candidates?.fixIt(replacing: sink.range(of: id.place), id.value, isSafe: false)
            let hint =
                fix.map { "did you mean '\($0.replacement)'?" } ?? "its items are "
                + WordList.joined(naming: itemIDs.lazy.map { "'\($0)'" }, "and")
            sink.report(
                .groupUnknownItem, "no item of this group has the id '\(id.value)'; \(hint)", at: id.place,
                fixIts: fix.map { [$0] } ?? [])
        }
    }
}

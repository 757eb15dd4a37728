/// `group.unknown-item`: `selected` names an id that is not an item of the group.
enum GroupUnknownItemRule: GroupRule {
    static let explanations = [Explanation(
        .groupUnknownItem,
        checks: "A group's `selected` names an id that none of its items has.",
        reason: "Spark keeps the unknown id but selects nothing with it: the form starts with a selection the author did not mean.",
        triggering: ExampleSpec.form("""
              - type: checkboxGroup
                id: toppings
                label: Toppings
                items:
                  - {id: cheese, label: Cheese}
                  - {id: olives, label: Olives}
                selected: [1️⃣olive]
            """),
        passing: ExampleSpec.form("""
              - type: checkboxGroup
                id: toppings
                label: Toppings
                items:
                  - {id: cheese, label: Cheese}
                  - {id: olives, label: Olives}
                selected: [olives]
            """))]

    static func check(_ group: GroupSyntax, isRadio: Bool, of control: ControlSyntax, into sink: inout DiagnosticSink) {
        // With an item whose id could not be read, any id might be meant: that item is reported already.
        guard let selection = group.selected, !group.items.isEmpty, group.items.allSatisfy({ $0.id != nil }) else { return }
        let itemIDs = group.items.compactMap(\.id?.value)
        let known = Set(itemIDs)
        for id in selection.value.ids where !known.contains(id.value) {
            var message = "no item of this group has the id '\(id.value)'"
            var fixIts: [Diagnostic.FixIt] = []
            if let suggestion = Suggestion.closest(to: id.value, among: itemIDs) {
                message += "; did you mean '\(suggestion)'?"
                fixIts.append(Diagnostic.FixIt(message: "write '\(suggestion)'", range: id.range, replacement: suggestion))
            } else {
                message += "; its items are " + WordList.joined(itemIDs.map { "'\($0)'" }, "and")
            }
            sink.report(.groupUnknownItem, message, at: id.range, fixIts: fixIts)
        }
    }
}

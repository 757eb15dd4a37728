extension DiagnosticID {
    /// `group.duplicate-item-id`: two items of a group share an id.
    public static let groupDuplicateItemID = DiagnosticID("group.duplicate-item-id", severity: .error)
}

/// `group.duplicate-item-id`: two items of a group share an id.
enum GroupDuplicateItemIDRule: ControlRule {
    static let diagnosticIDs: [DiagnosticID] = [.groupDuplicateItemID]
    static let explanations = [
        Explanation(
            .groupDuplicateItemID, summary: "two items of a group share an id",
            checks: "Two items of one group have the same `id`.",
            reason: "Spark matches items by id: the selection of one would select the other.",
            triggering: ExampleSpec.form(
                """
                  - type: radioGroup
                    id: size
                    label: Size
                    items:
                      - {id: small, label: Small}
                      - {id: 1️⃣small, label: Large}
                """),
            passing: ExampleSpec.form(
                """
                  - type: radioGroup
                    id: size
                    label: Size
                    items:
                      - {id: small, label: Small}
                      - {id: large, label: Large}
                """))
    ]

    static func check(_ group: GroupSyntax, of control: ControlSyntax, into sink: inout DiagnosticCollector) {
        DuplicateFinder.report(group.items.compactMap(\.id), as: .groupDuplicateItemID, into: &sink) { id in
            "two items of this group have the id '\(id)'; item ids are unique in their group"
        }
    }
}

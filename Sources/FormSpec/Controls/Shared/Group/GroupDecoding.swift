import FormSpecYAML

/// A checkbox group's or radio group's own keys.
extension SyntaxDecoder {
    /// Keys that say an item's state, which belongs to the group's `selected`: `group.item-state`
    /// (Spark's `isSelected` and `selectionState` among them).
    static let itemStateKeys: Set<String> = ["state", "selected", "isSelected", "selectionState"]

    mutating func group<Group: GroupDefinition>(_ reader: MappingReader<ControlKey>, as _: Group.Type) -> GroupSyntax {
        let isRadio = Group.isRadio
        var items: [GroupItemSyntax] = []
        if let slot = reader.slot(.items), let nodes = list(slot, of: "items", nonEmpty: true) {
            items = decodeEach(nodes) { $0.item($1) }
        }
        return GroupSyntax(
            title: reader.slot(.title).flatMap { string($0) },
            items: items,
            selected: reader.slot(.selected).flatMap { selection($0, isRadio: isRadio) },
            axis: reader.slot(.axis).flatMap { word($0, as: GroupAxis.self) },
            intent: reader.slot(.intent).flatMap { intent($0) })
    }

    private mutating func item(_ node: ParsedNode) -> GroupItemSyntax? {
        let slot = Slot(element: node, of: "items")
        guard
            let reader = reader(
                slot, keys: GroupItemKey.self, expected: "an item (a mapping with 'id' and 'label')",
                allowsExtensions: true)
        else { return nil }
        var unknown = reader.unknown
        let stateKeys = unknown.claimKeys(SyntaxDecoder.itemStateKeys)
        let standingFor = reportUnknownKeys(
            unknown, of: reader, known: GroupItemKey.allCases.map(\.rawValue), in: "an item",
            componentNames: GroupItemComponentNames.names)
        requireKeys(GroupItemKey.required, in: reader, of: "an item", standingFor: standingFor)
        return GroupItemSyntax(
            place: reader.place,
            id: reader.slot(.id).flatMap { identifier($0) },
            label: reader.slot(.label).flatMap { string($0) },
            accessibilityLabel: reader.slot(.accessibilityLabel).flatMap { string($0) },
            enabled: reader.slot(.enabled).flatMap { bool($0) },
            enabledWhen: reader.slot(.enabledWhen).flatMap { condition($0) },
            extensions: reader.extensions,
            stateKeys: stateKeys,
            writtenKeys: WrittenKeys(named: reader.keys, misnamed: standingFor))
    }

    /// `selected`: a list of item ids for a checkbox group, one id for a radio group (a list there
    /// is kept for `radio.multiple-selection`).
    private mutating func selection(_ slot: Slot, isRadio: Bool) -> Located<GroupSelection>? {
        if let elements = slot.node.sequence {
            let ids = decodeEach(elements) { $0.identifier(Slot(element: $1, of: "selected")) }
            return slot.located(GroupSelection(ids: ids, isList: true))
        }
        if isRadio {
            return identifier(slot).map { slot.located(GroupSelection(ids: [$0], isList: false)) }
        }
        let fix = slot.node.scalar.flatMap { $0.text.isEmpty ? nil : "[\($0.text)]" }
        return mismatch(slot, expected: "a list of item ids", fix: fix, fixMessage: "make it a list")
    }
}

extension GroupModel {
    /// A group resolved: each item enabled only when the group is too, and the
    /// selection in item order. Nil when an item has no id, which only a spec with errors lacks.
    init?(_ syntax: GroupSyntax, enabled groupEnabled: Bool, isRadio: Bool) {
        let selectedIDs = Set(syntax.selected?.value.ids.map(\.value) ?? [])
        var items: [GroupItemModel] = []
        items.reserveCapacity(syntax.items.count)
        var selected: [String] = []
        for item in syntax.items {
            guard let id = item.id?.value else { return nil }
            let label = item.label?.value
            let isSelected = selectedIDs.contains(id)
            if isSelected { selected.append(id) }
            items.append(
                GroupItemModel(
                    id: id, label: label,
                    accessibilityLabel: LabelText.accessibilityLabel(item.accessibilityLabel?.value, label: label),
                    enabled: groupEnabled && (item.enabled?.value ?? true), selected: isSelected,
                    extensions: ExtensionValues(item.extensions)))
        }
        guard !isRadio || selected.count <= 1 else { return nil }
        self.init(
            title: syntax.title?.value, axis: syntax.axis?.value ?? .vertical, intent: syntax.intent?.value ?? .basic,
            items: items, selected: selected)
    }
}

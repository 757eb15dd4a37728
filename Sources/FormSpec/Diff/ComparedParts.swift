/// A list of parts of a control matched between two versions by a key: a group's items by id
/// (a removed and an added item of the same label are one renamed; their order is cosmetic), a
/// calendar's dates by date. A part added is a behavior change; how a removal is classed, the
/// part says.
struct ComparedParts<Model>: Sendable {
    /// Reports the changes of the parts of `old` and `new`; `bothEnabled` when the control is
    /// enabled in both versions.
    let compare:
        @Sendable (_ old: Model, _ new: Model, _ logic: LogicVersions, _ bothEnabled: Bool, _ list: inout ChangeList) ->
            Void

    /// - Parameters:
    ///   - name: the list's key (`items`), the start of each change's field (`items.large.label`).
    ///   - noun: what a part is called in a message (`item`).
    ///   - parts: the model's parts, in order.
    ///   - key: a part's key, unique in its list.
    ///   - label: a part's label, for renames; nil when a part is never renamed.
    ///   - tracksOrder: whether a part that moved is a change (not for a list the model sorts).
    ///   - removal: the class of a part's removal.
    ///   - fields: the part's values compared.
    ///   - enabledFields: those compared only when the control is enabled in both versions (an
    ///     item's effective `enabled` says nothing of its own when its group is disabled).
    ///   - extensions: the part's `x-` keys.
    ///   - enabledWhen: the condition that enables a part, read from its control's logic (an
    ///     item's `enabledWhen`); a change of it is behavior, as one of `enabled` is.
    init<Part: Sendable>(
        _ name: String, noun: String, parts: @escaping @Sendable (Model) -> [Part],
        key: @escaping @Sendable (Part) -> String, label: (@Sendable (Part) -> String?)? = nil, tracksOrder: Bool,
        removal: @escaping @Sendable (Part) -> ChangeClass, fields: [ComparedField<Part>],
        enabledFields: [ComparedField<Part>] = [], extensions: @escaping @Sendable (Part) -> ExtensionValues,
        enabledWhen: (@Sendable (ControlLogic, Part) -> Condition?)? = nil
    ) {
        compare = { oldModel, newModel, logic, bothEnabled, list in
            let (old, new) = (parts(oldModel), parts(newModel))
            let matching = ListMatching(old: old.map(key), new: new.map(key)) { isOld, index in
                label?(isOld ? old[index] : new[index]) ?? nil
            }
            matching.walk(
                removed: { index, _ in
                    let part = old[index]
                    list.add(
                        removal(part), .removed, field: name + "." + key(part), old: ChangeText.name(key(part)),
                        "\(noun) \(key(part)) removed")
                },
                new: { index in
                    let part = new[index]
                    let partKey = key(part)
                    guard let oldPosition = matching.oldIndex[index] else {
                        list.add(
                            .behavior, .added, field: name + "." + partKey, new: ChangeText.name(partKey),
                            "\(noun) \(partKey) added")
                        return
                    }
                    let oldPart = old[oldPosition]
                    if matching.renamed[index] {
                        list.add(
                            .breaking, .renamed, field: name + "." + partKey, old: ChangeText.name(key(oldPart)),
                            new: ChangeText.name(partKey),
                            "\(noun) id changed from \(key(oldPart)) to \(partKey)")
                    }
                    if tracksOrder, matching.moved[index] {
                        list.add(
                            .cosmetic, .moved, field: name + "." + partKey, old: ChangeText.position(oldPosition),
                            new: ChangeText.position(index),
                            "\(noun) \(partKey) moved from position \(oldPosition + 1) to \(index + 1)")
                    }
                    let prefix = name + "." + partKey + "."
                    ComparedField.compare(fields, oldPart, part, prefix: prefix, into: &list)
                    if bothEnabled { ComparedField.compare(enabledFields, oldPart, part, prefix: prefix, into: &list) }
                    if let enabledWhen {
                        let before = enabledWhen(logic.old, oldPart)?.canonical
                        let after = enabledWhen(logic.new, part)?.canonical
                        if before != after {
                            list.changed(
                                .behavior, field: prefix + "enabledWhen", from: ChangeText.condition(before),
                                to: ChangeText.condition(after))
                        }
                    }
                    ExtensionChanges.compare(extensions(oldPart), extensions(part), prefix: prefix, into: &list)
                })
        }
    }
}

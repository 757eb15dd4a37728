import FormSpecYAML

/// `formspec diff`'s comparison of two versions of a form. Controls are matched by id; a removed
/// and an added control of the same type and label are one renamed. The form's own keys come
/// first, then each control in the new version's order, each removed one at its old place; a
/// control's changes in order of its fields: its id, type and place, the keys every control has,
/// the logic every control may have (``ControlLogic/comparedFields``), its own
/// (``ControlChanges/changeRules``), its `x-` keys.
package enum FormComparison {
    /// How many changes are kept unless said otherwise, as diagnostics.
    package static let defaultLimit = 1000

    /// The changes from `old` to `new`; nil on a side the spec is not on (a spec added or
    /// deleted: each control added, or removed). At most `limit` are kept (0: all).
    package static func changes(from old: SpecVersion?, to new: SpecVersion?, limit: Int = defaultLimit)
        -> FormChanges
    {
        var list = ChangeList(limit: limit, places: ChangePlaces(old: old, new: new))
        list.subject = .form(at: new?.idRange ?? old?.idRange ?? .fileStart)
        if let old, let new {
            compareForms(old.form, new.form, into: &list)
        } else if let form = old?.form ?? new?.form {
            let isAdded = new != nil
            list.subject.side = isAdded ? .new : .old
            list.subject.name = form.id
            list.add(
                isAdded ? .behavior : .breaking, isAdded ? .added : .removed, field: "",
                old: isAdded ? nil : ChangeText.name(form.id),
                new: isAdded ? ChangeText.name(form.id) : nil, "form \(isAdded ? "added" : "removed")")
        }
        let oldControls = old?.form.controls ?? []
        let newControls = new?.form.controls ?? []
        let matching = ListMatching(old: oldControls.map(\.id), new: newControls.map(\.id)) { isOld, index in
            let control = isOld ? oldControls[index] : newControls[index]
            return control.type.outputs.renameLabel(of: control).map { control.type.rawValue + "\u{0}" + $0 }
        }
        matching.walk(
            removed: { index, after in
                let control = oldControls[index]
                list.subject = .control(
                    old: control, new: nil, oldIndex: index, newIndex: nil, oldRange: old?.range(ofControl: index),
                    newRange: after.flatMap { new?.range(ofControl: $0) } ?? new?.idRange)
                list.add(
                    .breaking, .removed, field: "", old: ChangeText.name(control.id), "\(control.type.rawValue) removed"
                )
            },
            new: { index in
                let control = newControls[index]
                let oldIndex = matching.oldIndex[index]
                list.subject = .control(
                    old: oldIndex.map { oldControls[$0] }, new: control, oldIndex: oldIndex, newIndex: index,
                    oldRange: oldIndex.flatMap { old?.range(ofControl: $0) },
                    newRange: new?.range(ofControl: index))
                guard let oldIndex else {
                    list.add(
                        .behavior, .added, field: "", new: ChangeText.name(control.id), "\(control.type.rawValue) added"
                    )
                    return
                }
                if matching.renamed[index] {
                    list.add(
                        .breaking, .renamed, field: "id", old: ChangeText.name(oldControls[oldIndex].id),
                        new: ChangeText.name(control.id),
                        "id changed from \(oldControls[oldIndex].id) to \(control.id)")
                }
                if matching.moved[index] {
                    list.add(
                        .cosmetic, .moved, field: "", old: ChangeText.position(oldIndex),
                        new: ChangeText.position(index),
                        "moved from position \(oldIndex + 1) to \(index + 1)")
                }
                let logic = LogicVersions(
                    old: old?.form.logic(ofControl: oldIndex) ?? ControlLogic(control: oldIndex),
                    new: new?.form.logic(ofControl: index) ?? ControlLogic(control: index))
                compareControls(oldControls[oldIndex], control, logic: logic, into: &list)
            })
        return FormChanges(
            oldName: old?.name, newName: new?.name, oldPath: old?.path, changes: list.changes, counts: list.counts,
            oldForm: old?.form,
            newForm: new?.form)
    }

    /// The changes of the form's own keys.
    private static func compareForms(_ old: FormModel, _ new: FormModel, into list: inout ChangeList) {
        ComparedField.compare(FormModel.comparedFields, old, new, prefix: "", into: &list)
        ExtensionChanges.compare(old.extensions, new.extensions, prefix: "", into: &list)
    }

    /// The changes of a control matched in both versions, whose logic is `logic`, after its id and place.
    private static func compareControls(
        _ old: ControlModel, _ new: ControlModel, logic: LogicVersions, into list: inout ChangeList
    ) {
        let sameType = old.type == new.type
        if !sameType {
            list.changed(.breaking, field: "type", from: ChangeText.word(old.type), to: ChangeText.word(new.type))
        }
        ComparedField.compare(ControlModel.comparedFields, old, new, prefix: "", into: &list)
        ComparedField.compare(ControlLogic.comparedFields, logic.old, logic.new, prefix: "", into: &list)
        if sameType { new.type.outputs.compareBodies(of: old, new, logic: logic, into: &list) }
        ExtensionChanges.compare(old.extensions, new.extensions, prefix: "", into: &list)
    }
}

/// How `formspec diff` finds and classes the changes of a control type's own values
/// (`<Type>Changes.swift`); the keys every control has are classed once, for all.
protocol ControlChanges: ControlDefinition {
    /// Its fields and lists of parts, each change classed breaking, behavior or cosmetic.
    static var changeRules: ChangeRules<Model> { get }

    // MARK: What the comparison calls (implemented once, below)

    /// Reports the changes of the own values of `old` and `new`, two controls of this type, and
    /// of their own logic.
    static func compareBodies(
        of old: ControlModel, _ new: ControlModel, logic: LogicVersions, into list: inout ChangeList)
    /// The text that labels `control` for a rename: its `label`, or its own (a group's `title`).
    static func renameLabel(of control: ControlModel) -> String?
}

extension ControlChanges {
    static func compareBodies(
        of old: ControlModel, _ new: ControlModel, logic: LogicVersions, into list: inout ChangeList
    ) {
        let (before, after) = (model(in: old.bodyBox), model(in: new.bodyBox))
        // Most controls of two versions are the same: one comparison, without reading each field.
        guard before != after || logic.old.differs(from: logic.new) else { return }
        changeRules.compare(before, after, logic: logic, bothEnabled: old.enabled && new.enabled, into: &list)
    }

    static func renameLabel(of control: ControlModel) -> String? {
        control.label ?? changeRules.title(model(in: control.bodyBox))
    }
}

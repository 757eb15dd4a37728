/// How the changes of a control type's own values are found and classed: its fields, its lists
/// of parts, and what names it for a rename. Each control's folder declares its own
/// (`<Type>Changes.swift`, the definition's ``ControlChanges/changeRules``).
struct ChangeRules<Model>: Sendable {
    /// Its own values compared, in the order they are reported.
    var fields: [ComparedField<Model>]
    /// The logic of its own (``ControlLogic/selectionCountFields`` of a control whose answer is a
    /// set), after its fields; the logic every control has is compared once, for all.
    var logic: [ComparedField<ControlLogic>] = []
    /// Its lists of parts (a group's items, a calendar's dates), after its logic.
    var parts: [ComparedParts<Model>] = []
    /// A text of its own that labels it (a group's `title`), for a control without `label`: a
    /// removed and an added control of the same type and label are one renamed.
    var title: @Sendable (Model) -> String? = { _ in nil }

    /// Reports the changes between two models of the type, whose logic is `logic`; `bothEnabled`
    /// when the control is enabled in both versions.
    func compare(_ old: Model, _ new: Model, logic: LogicVersions, bothEnabled: Bool, into list: inout ChangeList) {
        ComparedField.compare(fields, old, new, prefix: "", into: &list)
        ComparedField.compare(self.logic, logic.old, logic.new, prefix: "", into: &list)
        for part in parts { part.compare(old, new, logic, bothEnabled, &list) }
    }
}

/// The logic of one control in the old and the new version of a form.
struct LogicVersions {
    var old: ControlLogic
    var new: ControlLogic
}

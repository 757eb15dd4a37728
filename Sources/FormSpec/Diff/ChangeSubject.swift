import FormSpecYAML

/// What the changes being found are about, and where they are: the form, or one control (in one
/// version or both). ``ChangeList`` gives each change it records these.
struct ChangeSubject {
    /// The word that starts each message: the control's id, or `form`.
    var name: String
    var oldID: String?
    var newID: String?
    /// The control's place among the old version's controls, and the new one's; nil for the
    /// form, or on a side the control is not on.
    var oldIndex: Int?
    var newIndex: Int?
    var side: ChangeSide
    var range: SourceRange
    /// Where it is in the new version; for what was removed, where it was: after the control it
    /// followed, or at the form's id.
    var newRange: SourceRange?
    var oldControl: ControlModel?
    var newControl: ControlModel?

    /// The form itself, located at `range`.
    static func form(at range: SourceRange) -> ChangeSubject {
        ChangeSubject(name: "form", side: .new, range: range, newRange: range)
    }

    /// A control in both versions (`old` and `new`, control `oldIndex` and `newIndex` of their
    /// forms), or in one of them, located in the new version unless it is only in the old one.
    static func control(
        old: ControlModel?, new: ControlModel?, oldIndex: Int?, newIndex: Int?, oldRange: SourceRange?,
        newRange: SourceRange?
    ) -> ChangeSubject {
        let side: ChangeSide = new == nil ? .old : .new
        return ChangeSubject(
            name: new?.id ?? old?.id ?? "", oldID: old?.id, newID: new?.id, oldIndex: oldIndex, newIndex: newIndex,
            side: side, range: (side == .new ? newRange : oldRange) ?? .fileStart, newRange: newRange,
            oldControl: old, newControl: new)
    }
}

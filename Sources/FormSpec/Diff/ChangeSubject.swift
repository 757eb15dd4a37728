import FormSpecYAML

/// What the changes being found are about, and where they are: the form, or one control (in one
/// version or both). ``ChangeList`` gives each change it records these.
struct ChangeSubject {
    /// The word that starts each message: the control's id, or `form`.
    var name: String
    var oldID: String?
    var newID: String?
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

    /// A control in both versions (`old` and `new`), or in one of them, located in the new
    /// version unless it is only in the old one.
    static func control(
        old: ControlModel?, new: ControlModel?, oldRange: SourceRange?, newRange: SourceRange?
    ) -> ChangeSubject {
        let side: ChangeSide = new == nil ? .old : .new
        return ChangeSubject(
            name: new?.id ?? old?.id ?? "", oldID: old?.id, newID: new?.id, side: side,
            range: (side == .new ? newRange : oldRange) ?? .fileStart, newRange: newRange, oldControl: old,
            newControl: new)
    }
}

import FormSpecYAML

/// One change between two versions of a form, classed and located.
package struct FormChange: Sendable {
    /// How much it matters.
    package var changeClass: ChangeClass
    /// What happened.
    package var kind: ChangeKind
    /// The id of the control in the old version; nil for a change of the form itself or a
    /// control added.
    package var oldID: String?
    /// The id of the control in the new version; nil for a change of the form itself or a
    /// control removed.
    package var newID: String?
    /// What changed, as a path: `state`, `colors.tint`, `items.large.label`,
    /// `dates.2026-07-15.enabled`, `x-analytics`; empty for the control (or the spec) itself.
    package var field: String
    /// The value before (`off`, `"Terms"`, `none`; in JSON `"off"`, `"Terms"`, `null`); nil when
    /// there is none to show.
    package var oldValue: ChangeValue?
    /// The value after; nil when there is none to show.
    package var newValue: ChangeValue?
    /// The change in a sentence: `newsletter: state changed from off to on`.
    package var message: String
    /// The version it is located in: the new one, or the old one for what was removed.
    package var side: ChangeSide
    /// Where it is in that version (``ChangePlaces``): its key (`state:`), the item or date it is
    /// about, a renamed one's `id:`; the control for one added, removed or moved; the form's id
    /// for a spec added or deleted.
    package var range: SourceRange
    /// Where it is in the new version, for annotations on the new file: for what was removed,
    /// what is left of its path (the control's `items:` for an item), or the control it stood
    /// after (or the form's id); nil when the spec was deleted.
    package var newRange: SourceRange?
    /// The control in the old version, for a page that draws it before and after; nil when it
    /// has none there.
    package var oldControl: ControlModel?
    /// The control in the new version; nil when it has none there.
    package var newControl: ControlModel?

    /// The control's id where it is located: the new one, or the old one for what was removed.
    package var controlID: String? { newID ?? oldID }
}

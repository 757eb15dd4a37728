/// What happened to the thing a change is about.
package enum ChangeKind: String, CaseIterable, Sendable {
    /// It is new: a control, an item, a date, an extension, or a whole spec.
    case added
    /// It is gone.
    case removed
    /// Its id changed: a control or item removed and one of the same type and label added.
    case renamed
    /// A value of it changed.
    case changed
    /// It moved among its siblings.
    case moved
}

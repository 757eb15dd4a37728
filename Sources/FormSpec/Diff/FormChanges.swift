/// What changed between two versions of one spec: the changes in order (by their place in the
/// new version, each removal at its old place, then by field), at most the comparison's limit
/// of them, and every change counted by class.
package struct FormChanges: Sendable {
    /// The old version's name; nil when the spec is new.
    package var oldName: String?
    /// The new version's name; nil when the spec was deleted.
    package var newName: String?
    /// The file the old version is in (``SpecVersion/path``: `Forms/a.form.yaml` for
    /// `HEAD:Forms/a.form.yaml`); nil when the spec is new.
    package var oldPath: String?
    /// The changes kept, in order.
    package var changes: [FormChange]
    /// Every change found, by class, kept or not.
    package var counts: ChangeCounts
    /// The old form, for a page that draws it; nil when the spec is new.
    package var oldForm: FormModel?
    /// The new form; nil when the spec was deleted.
    package var newForm: FormModel?

    /// How many changes were found but not kept.
    package var leftOut: Int { counts.total - changes.count }

    /// The name of the file a change is located in.
    package func file(of change: FormChange) -> String {
        (change.side == .new ? newName ?? oldName : oldName ?? newName) ?? ""
    }

    /// The name of the spec: its new version's, or its old one's when it was deleted.
    package var name: String { newName ?? oldName ?? "" }
}

/// One change between two versions of a form, as the diff page draws it: its words, and the
/// control before and after it, each with the form it is in (for the form's language and
/// direction).
package struct DiffPageChange: Sendable {
    /// A control as one version of the form has it.
    package struct Side: Sendable {
        /// The version of the form that holds `control`.
        package var form: FormModel
        package var control: ControlModel

        package init(form: FormModel, control: ControlModel) {
            self.form = form
            self.control = control
        }
    }

    /// What changed, in a few words: `newsletter`, or `newsletter → news-opt-in` for a rename.
    package var heading: String
    /// The most severe class of its changes: the section's badge.
    package var changeClass: ChangeClass
    /// The changes in words, one a line: `state: off → on`.
    package var lines: [String]
    /// The control in the old version; nil when it was added (and for a change of the form itself).
    package var before: Side?
    /// The control in the new version; nil when it was removed (and for a change of the form itself).
    package var after: Side?

    package init(heading: String, changeClass: ChangeClass, lines: [String], before: Side?, after: Side?) {
        self.heading = heading
        self.changeClass = changeClass
        self.lines = lines
        self.before = before
        self.after = after
    }
}

/// One change between two versions of a form, as the diff page draws it: its words, and the
/// control before and after it, each with the form it is in (for the form's language and
/// direction).
package struct DiffPageChange: Sendable {
    /// How much a change matters, as the diff classes it; the page counts and badges changes by it.
    package enum Class: String, CaseIterable, Sendable {
        /// Code generated from the old spec, or answers stored from it, stop working.
        case breaking
        /// The form starts or acts differently.
        case behavior
        /// Only what the form looks like or says changed.
        case cosmetic
    }

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
    package var changeClass: Class
    /// The changes in words, one a line: `state: off → on`.
    package var lines: [String]
    /// The control in the old version; nil when it was added (and for a change of the form itself).
    package var before: Side?
    /// The control in the new version; nil when it was removed (and for a change of the form itself).
    package var after: Side?

    package init(heading: String, changeClass: Class, lines: [String], before: Side?, after: Side?) {
        self.heading = heading
        self.changeClass = changeClass
        self.lines = lines
        self.before = before
        self.after = after
    }
}

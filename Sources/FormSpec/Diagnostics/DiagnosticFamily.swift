/// A family of diagnostic ids: the ids whose text starts with its name and a dot
/// (`checkbox.state-conflict` is of `checkbox`), under a heading in the index of
/// `formspec explain`. Declared by the ``DiagnosticSource`` of its ids (a control's family by
/// its definition).
struct DiagnosticFamily: Equatable, Sendable {
    /// The ids' common first word (`checkbox`).
    let name: String
    /// What its ids are about, for the index (`checkboxes (RVS_Checkbox)`).
    let heading: String

    init(_ name: String, heading: String) {
        self.name = name
        self.heading = heading
    }
}

/// The `html` format: the diff page (``DiffPage``), each changed control drawn before and after,
/// light and dark, as the visual preview draws it. The changes of one control (or of the form
/// itself) make one section, in the order of their first change, badged with the most severe
/// class among them and listing each change; with several specs, a section's heading names its
/// spec. The diagnostics of the specs with an error, which are not compared, are listed first.
///
/// The heading names the two versions: the files of one spec (`HEAD~1:Forms/a.form.yaml →
/// Forms/a.form.yaml`), or, for several, the revision they are compared with (`3 specs as they
/// were at HEAD~1 → as they are`).
enum HTMLDiffFormatter {
    /// The page of `specs`' changes; `against` is the revision compared with (`--against REV`).
    static func render(_ specs: [FormChanges], problems: [Diagnostic], against: String?) -> String {
        let sections = specs.flatMap { Self.sections(of: $0, namingSpec: specs.count > 1) }
        let counts = specs.reduce(ChangeCounts()) { $0 + $1.counts }
        let revision = against.map { " at \($0)" } ?? ""
        guard specs.count == 1, let spec = specs.first else {
            return DiffPage.html(
                sections, counts: counts, old: "\(specs.count) specs as they were\(revision)", new: "as they are",
                problems: problems)
        }
        return DiffPage.html(
            sections, counts: counts, old: spec.oldName ?? "no spec\(revision)", new: spec.newName ?? "no spec",
            problems: problems)
    }

    /// The sections of one spec's changes.
    private static func sections(of spec: FormChanges, namingSpec: Bool) -> [DiffPageChange] {
        var sections: [DiffPageChange] = []
        var sectionOfControl: [ControlKey: Int] = [:]
        for change in spec.changes {
            let key = ControlKey(oldID: change.oldID, newID: change.newID)
            if let index = sectionOfControl[key] {
                sections[index].lines.append(change.message)
                if change.changeClass.isAtLeast(sections[index].changeClass) {
                    sections[index].changeClass = change.changeClass
                }
                continue
            }
            sectionOfControl[key] = sections.count
            let heading = heading(of: change, spec: namingSpec ? spec.name : nil)
            sections.append(
                DiffPageChange(
                    heading: heading, changeClass: change.changeClass, lines: [change.message],
                    before: side(spec.oldForm, change.oldControl), after: side(spec.newForm, change.newControl)))
        }
        return sections
    }

    /// `newsletter`, `newsletter → news-opt-in` for a rename, `the form` for the form itself;
    /// after `spec: ` when the page shows several specs.
    private static func heading(of change: FormChange, spec: String?) -> String {
        let subject: String
        switch (change.oldID, change.newID) {
        case (let old?, let new?) where old != new: subject = "\(old) → \(new)"
        case (_, let id?), (let id?, nil): subject = id
        case (nil, nil): subject = "the form"
        }
        return spec.map { "\($0): \(subject)" } ?? subject
    }

    private static func side(_ form: FormModel?, _ control: ControlModel?) -> DiffPageChange.Side? {
        guard let form, let control else { return nil }
        return DiffPageChange.Side(form: form, control: control)
    }

    /// The control a change is about, by its ids in both versions (none for the form itself).
    private struct ControlKey: Hashable {
        var oldID: String?
        var newID: String?
    }
}

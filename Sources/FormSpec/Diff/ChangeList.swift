/// The changes a comparison finds, in the order found, bounded as diagnostics are: the first
/// ``limit`` are kept, every one is counted by class, so that two huge specs that differ
/// everywhere give a report of bounded size with exact counts.
struct ChangeList {
    /// The most changes kept; 0 for no limit.
    let limit: Int
    /// The changes kept, in the order found.
    private(set) var changes: [FormChange] = []
    /// Every change found, kept or not.
    private(set) var counts = ChangeCounts()
    /// What the changes being added are about.
    var subject = ChangeSubject.form(at: .fileStart)
    /// Where each change kept is written.
    private var places: ChangePlaces

    init(limit: Int, places: ChangePlaces) {
        self.limit = limit
        self.places = places
    }

    /// How many changes were found but not kept.
    var leftOut: Int { counts.total - changes.count }

    /// Records a change of the current ``subject``; its message, `subject: what`, and its place
    /// (at its key: ``ChangePlaces``) are made only when it is kept.
    mutating func add(
        _ changeClass: ChangeClass, _ kind: ChangeKind, field: String, old: ChangeValue? = nil, new: ChangeValue? = nil,
        _ what: @autoclosure () -> String
    ) {
        counts[changeClass] += 1
        guard limit == 0 || changes.count < limit else { return }
        var change = FormChange(
            changeClass: changeClass, kind: kind, oldID: subject.oldID, newID: subject.newID, field: field,
            oldValue: old, newValue: new, message: subject.name + ": " + what(), side: subject.side,
            range: subject.range, newRange: subject.newRange, oldControl: subject.oldControl,
            newControl: subject.newControl)
        places.locate(&change, subject: subject)
        changes.append(change)
    }

    /// Records that `field` changed from `old` to `new`.
    mutating func changed(_ changeClass: ChangeClass, field: String, from old: ChangeValue, to new: ChangeValue) {
        add(changeClass, .changed, field: field, old: old, new: new, "\(field) changed from \(old.text) to \(new.text)")
    }
}

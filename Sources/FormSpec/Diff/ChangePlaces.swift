import FormSpecYAML

/// Where each change is written: at its key (`state:`, `tint:` under `colors:`), the item or date
/// it is about, or a renamed one's `id:`, in the new version; in the old version for what was
/// removed (a control, an item, a date, an `x-` key, a key no longer written). A change of a
/// control added, removed or moved stands at the control, one of the whole spec at the form's id.
///
/// Each version's document is parsed again from its bytes the first time a change kept needs it
/// (a compile lets go of its nodes), and a change's field (``FormChange/field``, keys and the ids
/// of a list's elements joined by `.`) is followed down from its control, or from the root.
struct ChangePlaces {
    private var old: VersionDocument
    private var new: VersionDocument

    init(old: SpecVersion?, new: SpecVersion?) {
        self.old = VersionDocument(version: old)
        self.new = VersionDocument(version: new)
    }

    /// Locates `change`, about `subject`, at its key: sets its side, its range and its range in
    /// the new version. A change without a field keeps the subject's place.
    mutating func locate(_ change: inout FormChange, subject: ChangeSubject) {
        guard !change.field.isEmpty else { return }
        let kind = change.kind
        let path = kind == .renamed && change.field != "id" ? change.field + ".id" : change.field
        let inNew = new.find(path, under: subject.newIndex)
        if kind != .removed, let inNew, inNew.isWhole {
            (change.side, change.range, change.newRange) = (.new, inNew.range, inNew.range)
            return
        }
        if kind == .removed || kind == .changed, let inOld = old.find(path, under: subject.oldIndex), inOld.isWhole {
            // A removal, or a key no longer written: where it was, annotated in the new version
            // at what is left of its path.
            (change.side, change.range, change.newRange) = (.old, inOld.range, inNew?.range ?? subject.newRange)
            return
        }
        if let inNew {
            (change.side, change.range, change.newRange) = (.new, inNew.range, inNew.range)
        }
    }
}

/// One version's document, parsed when a change first needs it.
private struct VersionDocument {
    let version: SpecVersion?
    /// The root mapping and the items of its `controls`, once parsed; nil before.
    private var parsed: (root: Node?, controls: [Node])?

    init(version: SpecVersion?) {
        self.version = version
    }

    /// The deepest key or list element `path` leads to from control `index` (nil: from the
    /// root), and whether it is the whole path; nil when not even its first step is written.
    mutating func find(_ path: String, under index: Int?) -> (range: SourceRange, isWhole: Bool)? {
        guard let version else { return nil }
        if parsed == nil {
            let root = YAMLParser.parse(version.bytes).root
            let controls = root?.mapping?.pair(named: FormKey.controls.rawValue)?.value.sequence ?? []
            parsed = (root, controls)
        }
        guard let parsed else { return nil }
        let start: Node?
        if let index {
            // The control's node, when the parse finds it where the compile did.
            start =
                parsed.controls.indices.contains(index)
                    && parsed.controls[index].range.start.offset == version.range(ofControl: index).start.offset
                ? parsed.controls[index] : nil
        } else {
            start = parsed.root
        }
        return start.flatMap { Self.find(path[...], in: $0) }
    }

    /// The keys whose value names an element of a list: a group's item by its `id`, a calendar's
    /// date by its `date` (a date may also be written alone, as the element itself).
    private static let elementNames = ["id", "date"]

    /// Follows `path` down from `node`: a mapping's key (which may hold a `.`), or a list's element
    /// by its name.
    private static func find(_ path: Substring, in node: Node) -> (range: SourceRange, isWhole: Bool)? {
        switch node.content {
        case .scalar:
            return nil
        case .mapping(let pairs):
            for pair in pairs {
                guard let key = pair.key.scalar?.text, let rest = path.remainder(after: key) else { continue }
                guard !rest.isEmpty else { return (pair.key.range, true) }
                return find(rest, in: pair.value) ?? (pair.key.range, false)
            }
            return nil
        case .sequence(let elements):
            for element in elements {
                let name =
                    element.scalar?.text
                    ?? elementNames.lazy.compactMap { element.mapping?.pair(named: $0)?.value.scalar?.text }.first
                guard let name, let rest = path.remainder(after: name) else { continue }
                guard !rest.isEmpty else { return (element.range, true) }
                return find(rest, in: element) ?? (element.range, false)
            }
            return nil
        }
    }
}

extension Substring {
    /// What follows `step` and the `.` after it, empty when it is all of it; nil when it does not
    /// start with `step`.
    fileprivate func remainder(after step: String) -> Substring? {
        guard hasPrefix(step) else { return nil }
        let rest = dropFirst(step.count)
        if rest.isEmpty { return rest }
        return rest.first == "." ? rest.dropFirst() : nil
    }
}

/// One value of a model whose change a diff reports: its name (the change's `field`), how its
/// value reads, and the class of a change of it. Each control's folder lists its own
/// (`<Type>Changes.swift`); the fields every control has are ``ControlModel/comparedFields``.
struct ComparedField<Model>: Sendable {
    /// The field's name, as the spec's key path writes it (`state`, `colors.tint`).
    let name: String
    /// The old and new value as text and the change's class, when they differ.
    let compare: @Sendable (Model, Model) -> (old: ChangeValue, new: ChangeValue, changeClass: ChangeClass)?

    /// A field whose change is always of `changeClass`, its value read by `value` and shown by `text`.
    init<Value: Equatable & Sendable>(
        _ name: String, _ changeClass: ChangeClass, _ value: @escaping @Sendable (Model) -> Value,
        text: @escaping @Sendable (Value) -> ChangeValue
    ) {
        self.init(name, value, text: text) { _, _ in changeClass }
    }

    /// A field whose change `classed` classes from the old and new model.
    init<Value: Equatable & Sendable>(
        _ name: String, _ value: @escaping @Sendable (Model) -> Value, text: @escaping @Sendable (Value) -> ChangeValue,
        classed: @escaping @Sendable (Model, Model) -> ChangeClass
    ) {
        self.name = name
        compare = { old, new in
            let (before, after) = (value(old), value(new))
            guard before != after else { return nil }
            return (text(before), text(after), classed(old, new))
        }
    }

    /// A field that compares itself: `compare` returns nil when there is nothing to report.
    init(
        _ name: String,
        compare: @escaping @Sendable (Model, Model) -> (old: ChangeValue, new: ChangeValue, changeClass: ChangeClass)?
    ) {
        self.name = name
        self.compare = compare
    }

    /// The changes of `fields` between `old` and `new`, in the fields' order, named under `prefix`.
    static func compare(
        _ fields: [ComparedField], _ old: Model, _ new: Model, prefix: String, into list: inout ChangeList
    ) {
        for field in fields {
            guard let change = field.compare(old, new) else { continue }
            list.changed(change.changeClass, field: prefix + field.name, from: change.old, to: change.new)
        }
    }
}

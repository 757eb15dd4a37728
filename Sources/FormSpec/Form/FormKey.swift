/// The form's keys.
enum FormKey: String, Vocabulary {
    case formspec, id, title, locale, controls
    static let meaning = "a key of the form"
    static let words = WordTable<Self>()

    /// The keys a form must hold (a missing `formspec` has its own id, `spec.missing-version`).
    static let required: [FormKey] = [.formspec, .id, .controls]
}

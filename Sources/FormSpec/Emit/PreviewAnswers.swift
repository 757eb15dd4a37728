/// What a control's answers are, as the previews name them: the conditions' words say which
/// answer a test names ("'Ticket' is Student"), and the visual preview's script lets a reviewer
/// pick one. Each control type says it in its folder (`<Type>Preview.swift`), from its model, in
/// the same words as its `<Type>Answers.swift` gives the rules about logic.
struct PreviewAnswers: Sendable {
    /// How a control is answered.
    enum Kind: String, Sendable {
        /// One of its states' words (`on`, `off`, `selected`).
        case state
        /// One of its items, or none (a radio group).
        case choice
        /// A set of its items or dates (a checkbox group, a calendar).
        case selection
    }

    /// One answer (a state's word), item or date a control can be given.
    struct Option: Sendable {
        /// As a condition names it: the word, the item's id, the date.
        var id: String
        /// As the previews show it: the item's label, else its id.
        var label: String
        /// Whether a person can choose it (or, chosen, unchoose it).
        var enabled = true
    }

    var kind: Kind
    /// The name a group gives itself beside the control's label (its title).
    var title: String?
    var options: [Option]
    /// What `required` demands of a state: the word the answer must be (`on`).
    var requiredWord: String?
    /// The answer it starts with: its state's word, the items or dates selected.
    var initial: [String]

    /// A control answered by one of its states' `words`, starting with `initial`, required to be `required`.
    static func states(_ words: [String], initial: String, required: String) -> PreviewAnswers {
        PreviewAnswers(
            kind: .state, options: words.map { Option(id: $0, label: $0) }, requiredWord: required, initial: [initial])
    }

    /// The option whose id is `id`, as the previews show it; `id` itself when there is none.
    func label(of id: String) -> String {
        options.first { $0.id == id }?.label ?? id
    }
}

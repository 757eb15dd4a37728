/// What keeps a form from being submitted, for one shown control: it is required and unanswered,
/// or holds fewer or more items or dates than it may (``FormLogic/issues(answers:bundle:)``).
public struct FormIssue: Sendable, Hashable {
    /// Which demand of the control its answer misses.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The control is required (`required`, or `requiredWhen` holds) and not answered.
        case required
        /// A checkbox group or calendar holds fewer than its `minSelected`.
        case tooFew
        /// A checkbox group or calendar holds more than its `maxSelected`.
        case tooMany
    }

    /// The control's id as the spec writes it (`student-id`).
    public let control: String
    public let kind: Kind
    /// What the person is told, localized: the spec's message for the control, else FormSpec's.
    public let message: String

    public init(control: String, kind: Kind, message: String) {
        self.control = control
        self.kind = kind
        self.message = message
    }
}

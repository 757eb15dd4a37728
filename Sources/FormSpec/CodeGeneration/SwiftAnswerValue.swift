/// One Swift type of a control's answer in the generated `Values`, its initial value and what it
/// holds: `Bool`, `ConferenceSignupForm.newsletter.state == .on`, "whether it is on".
struct SwiftAnswerValue: Sendable {
    /// The answer's type (`Set<TicketItem>`).
    let type: SwiftAnswerCode
    /// The answer the spec declares, an expression read from the control's constant.
    let initial: SwiftAnswerCode
    /// What the answer holds, for its doc comment (`its selected dates`).
    let meaning: String
    /// A group's: how its constant of the declared selection, of type `type`, is written (which
    /// `initial` names `\(.selection)`); nil for a control that has none.
    let selection: SwiftSelection?
    /// What `Values.init(from:)` passes to `SavedAnswers.read` after the answer and its key, to
    /// check a saved answer against what the control offers now (`, choosingFrom: …`); empty
    /// when the answer's type says it all.
    let savedAnswerArguments: SwiftAnswerCode
    /// The answer as the form's logic reads it, a `FormAnswer` made from `\(.ownAnswer)`
    /// (`.on(self.newsletter)`): what its conditions test and `required` checks.
    let logicAnswer: SwiftAnswerCode

    init(
        type: SwiftAnswerCode, initial: SwiftAnswerCode, meaning: String, selection: SwiftSelection? = nil,
        savedAnswerArguments: SwiftAnswerCode = "", logicAnswer: SwiftAnswerCode
    ) {
        self.type = type
        self.initial = initial
        self.meaning = meaning
        self.selection = selection
        self.savedAnswerArguments = savedAnswerArguments
        self.logicAnswer = logicAnswer
    }
}

extension SwiftAnswerValue {
    /// A `Bool`, whether the control's `state` is `on`: a toggle's, a two-state checkbox's.
    static let stateIsOn = SwiftAnswerValue(
        type: "Bool", initial: "\(.constant).state == .on", meaning: "whether it is on",
        logicAnswer: ".on(\(.ownAnswer))")
}

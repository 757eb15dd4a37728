/// One Swift type of a control's answer in the generated `Values`, its initial value and what it
/// holds: `Bool`, `ConferenceSignupForm.newsletter.state == .on`, "whether it is on".
struct SwiftAnswerValue: Sendable {
    /// The answer's type (`Set<TicketItem>`).
    let type: SwiftAnswerCode
    /// The answer the spec declares, an expression read from the control's constant.
    let initial: SwiftAnswerCode
    /// What the answer holds, for its doc comment (`its selected dates`).
    let meaning: String
}

extension SwiftAnswerValue {
    /// A `Bool`, whether the control's `state` is `on`: a toggle's, a two-state checkbox's.
    static let stateIsOn = SwiftAnswerValue(
        type: "Bool", initial: "\(.constant).state == .on", meaning: "whether it is on")
}

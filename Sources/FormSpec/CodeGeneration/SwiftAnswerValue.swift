/// One Swift type of a control's answer in the generated `Values`, its initial value and what it
/// holds: `Bool`, `ConferenceSignupForm.newsletter.state == .on`, "whether it is on".
struct SwiftAnswerValue: Sendable {
    /// The answer's type, written with the names given (`Set<TicketItem>`).
    let type: @Sendable (SwiftAnswerNames) -> String
    /// The answer the spec declares, an expression read from the control's constant.
    let initial: @Sendable (SwiftAnswerNames) -> String
    /// What the answer holds, for its doc comment (`its selected dates`).
    let meaning: String
}

extension SwiftAnswerValue {
    /// A `Bool`, whether the control's `state` is `on`: a toggle's, a two-state checkbox's.
    static let stateIsOn = SwiftAnswerValue(
        type: { _ in "Bool" }, initial: { "\($0.constant).state == .on" }, meaning: "whether it is on")
}

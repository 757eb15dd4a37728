/// The names a control's answer in the generated `Values` is written with: Swift names for the
/// writer, Stencil expressions for the template.
struct SwiftAnswerNames: Sendable {
    /// The control's constant, qualified by its form's enum (`ConferenceSignupForm.ticket`).
    let constant: String
    /// The enum of a group's items (`TicketItem`).
    let items: String

    /// The names as the built-in `swift` template writes them, from its context variables `form`
    /// and `control`.
    static let template = SwiftAnswerNames(
        constant: "{{ form.id|swiftTypeName:\"Form\" }}.{{ control.id|swiftName }}",
        items: "{{ control.id|swiftTypeName:\"Item\" }}")
}

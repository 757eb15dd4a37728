/// A kind of issue a form's logic finds (FormSpecRuntime's `FormIssue.Kind`) and its message as a
/// String Catalog holds it: under `FORM.CONTROL.MEMBER` when the spec writes the control's own
/// (`requiredMessage`, …), else under FormSpec's key (`formspec.required`, …), whose English text
/// is FormSpecRuntime's default (`FormIssue.defaultMessages`: a test keeps the two alike).
package struct IssueMessage: Sendable, Equatable {
    /// The kind's name in `FormIssue.Kind`.
    package var kind: String
    /// The control's member that holds its own message, the last part of its key.
    package var member: String
    /// The key of FormSpec's message, for a control whose spec writes none.
    package var defaultKey: String
    /// FormSpec's English message; `%lld` stands for the number (`minSelected`, `maxSelected`).
    package var defaultText: String
    /// When a control has an issue of this kind, for a translator: "is required and not answered".
    package var when: String

    package static let required = IssueMessage(
        kind: "required", member: "requiredMessage", defaultKey: "formspec.required", defaultText: "This is required",
        when: "is required and not answered")
    package static let tooFew = IssueMessage(
        kind: "tooFew", member: "minSelectedMessage", defaultKey: "formspec.tooFew",
        defaultText: "Choose at least %lld", when: "holds fewer items or dates than its minSelected")
    package static let tooMany = IssueMessage(
        kind: "tooMany", member: "maxSelectedMessage", defaultKey: "formspec.tooMany",
        defaultText: "Choose no more than %lld", when: "holds more items or dates than its maxSelected")

    /// Every kind, in the order a control's issue is looked for.
    package static let all = [required, tooFew, tooMany]

    /// FormSpec's message, with its key and a comment for the translator.
    package var defaultLocalizedText: LocalizedText {
        LocalizedText(
            key: defaultKey, text: defaultText,
            comment: "FormSpec's message when a control \(when), for a control whose spec writes no \(member)"
                + (defaultText.contains("%lld") ? "; %lld is that number." : "."))
    }
}

extension ControlLogic {
    /// The issues the control can have, each with the message its spec writes (nil: FormSpec's):
    /// required with `required` or `requiredWhen`, too few with a `minSelected` above 0, too many
    /// with a `maxSelected`.
    package var issueMessages: [(kind: IssueMessage, message: String?)] {
        var messages: [(IssueMessage, String?)] = []
        if required || requiredWhen != nil { messages.append((.required, requiredMessage)) }
        if (minSelected ?? 0) > 0 { messages.append((.tooFew, minSelectedMessage)) }
        if maxSelected != nil { messages.append((.tooMany, maxSelectedMessage)) }
        return messages
    }
}

/// The texts of a form a person reads, each with its key (see ``LocalizedText``): the form's
/// `title`, then for each control in order its `label`, its `accessibilityLabel` and its group
/// `title`, then each item's `label` and `accessibilityLabel`; then the messages of its logic
/// the spec writes (`requiredMessage`, `minSelectedMessage`, `maxSelectedMessage`), control by
/// control, and FormSpec's message of each kind of issue a control can have without its own
/// (`formspec.required`, `formspec.tooFew`, `formspec.tooMany`: ``IssueMessage``).
///
/// An accessibility label that is the label (not declared, blank, or declared the same) has no
/// key of its own: VoiceOver reads the label's translation.
package struct LocalizationKeys: Sendable {
    /// The texts, in the order above.
    package private(set) var texts: [LocalizedText] = []

    /// The texts of `form`.
    package init(_ form: FormModel) {
        _ = form.rewritingTexts { text in
            texts.append(text)
            return text.text
        }
        let unwritten = Set(form.logic.flatMap { $0.issueMessages.filter { $0.message == nil }.map(\.kind.kind) })
        texts += IssueMessage.all.filter { unwritten.contains($0.kind) }.map(\.defaultLocalizedText)
    }
}

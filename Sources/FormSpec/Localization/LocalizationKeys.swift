/// The texts of a form a person reads, each with its key (see ``LocalizedText``): the form's
/// `title`, then for each control in order its `label`, its `accessibilityLabel` and its group
/// `title`, then each item's `label` and `accessibilityLabel`.
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
    }
}

extension FormModel {
    /// What the preview shows before a text that `catalog` does not translate.
    package static let untranslatedMark = "[untranslated] "
    /// What the preview shows before a translation to review (state `needs_review`: its source
    /// text changed since it was translated).
    package static let needsReviewMark = "[needs review] "

    /// The form in `language`: each text replaced by its translation in `catalog` (marked with
    /// ``needsReviewMark`` when it is to be reviewed), or, when it has none, kept and marked with
    /// ``untranslatedMark``. The catalog's source language is the spec's own: its texts are kept
    /// as they are.
    package func translated(into language: String, by catalog: StringCatalog) -> FormModel {
        guard language != catalog.sourceLanguage else { return self }
        let translations = catalog.translations(into: language)
        return rewritingTexts { text in
            guard let translation = translations[text.key] else {
                return Self.untranslatedMark + text.text
            }
            return (translation.needsReview ? Self.needsReviewMark : "") + translation.text
        }
    }
}

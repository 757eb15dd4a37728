extension FormModel {
    /// What the preview shows before a text that `catalog` does not translate.
    package static let untranslatedMark = "[untranslated] "

    /// The form in `language`: each text replaced by its translation in `catalog`, or, when it
    /// has none, kept and marked with ``untranslatedMark``. The catalog's source language is the
    /// spec's own: its texts are kept as they are.
    package func translated(into language: String, by catalog: StringCatalog) -> FormModel {
        guard language != catalog.sourceLanguage else { return self }
        return rewritingTexts { text in
            catalog.translation(of: text.key, in: language) ?? Self.untranslatedMark + text.text
        }
    }
}

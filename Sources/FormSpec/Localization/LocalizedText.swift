/// One text of a form a person reads, with the key it is translated under and the comment that
/// tells a translator where it stands.
package struct LocalizedText: Sendable, Equatable {
    /// The stable key: `FORM-ID.title`, `FORM-ID.CONTROL-ID.label`, `FORM-ID.CONTROL-ID.ITEM-ID.label`, …
    /// It is made of ids only, so it stays the same when the text changes.
    package var key: String
    /// The text as the spec writes it: the value of the catalog's source language.
    package var text: String
    /// Which form and control the text labels, for the translator.
    package var comment: String
}

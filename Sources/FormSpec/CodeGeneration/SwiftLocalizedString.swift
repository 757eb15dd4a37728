/// How the screens read a text a person reads: through the platform's localization, under its
/// stable key, with the spec's text as the default value (what shows when the strings table has
/// no translation) and the translator's comment —
/// `String(localized: "signup.terms.label", defaultValue: "I accept the terms", table: "Forms", bundle: bundle, comment: "…")`.
enum SwiftLocalizedString {
    /// The Swift expression that reads `text` from the strings table `table` of the bundle the
    /// expression `bundle` names.
    static func expression(_ text: LocalizedText, table: String, bundle: String) -> String {
        "String(localized: \(SwiftNames.stringLiteral(text.key)), defaultValue: \(SwiftNames.stringLiteral(text.text)), table: \(SwiftNames.stringLiteral(table)), bundle: \(bundle), comment: \(SwiftNames.stringLiteral(text.comment)))"
    }
}

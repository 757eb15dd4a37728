/// A form fully resolved: defaults filled in, derived values computed, colours
/// canonical. It is what `formspec compile` writes as JSON and what the preview draws; a library
/// user gets it from ``Compiler/compile(_:)``.
package struct FormModel: Sendable, Equatable {
    package var id: String
    package var title: String?
    /// The form's locale, `_`-separated (`en_US` when the spec gives none).
    package var locale: String
    /// The `x-` keys, as written, with their values as resolved.
    package var extensions: ExtensionValues
    package var controls: [ControlModel]

    /// The locale of a form that names none.
    package static let defaultLocale = "en_US"
}

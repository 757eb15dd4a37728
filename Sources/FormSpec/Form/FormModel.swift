/// A form fully resolved: defaults filled in, derived values computed, colours
/// canonical. It is what `formspec compile` writes as JSON and what the preview draws; a library
/// user gets it from ``SpecCompiler``.
public struct FormModel: Sendable, Equatable {
    public var id: String
    public var title: String?
    /// The form's locale, `_`-separated (`en_US` when the spec gives none).
    public var locale: String
    /// The `x-` keys, as written, with their values as resolved.
    public var extensions: ExtensionValues
    public var controls: [ControlModel]
    /// The logic of the controls that have some, in the controls' order: most have none, and
    /// cost nothing here.
    package var logic: [ControlLogic] = []

    /// The locale of a form that names none.
    package static let defaultLocale = "en_US"
}

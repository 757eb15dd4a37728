import FormSpecYAML

/// A form as its author wrote it: every value typed and located. Keys that were absent, or whose
/// values were reported as wrong, are nil.
public struct FormSyntax: Sendable {
    /// The whole form mapping.
    public var range: SourceRange
    public var id: Located<String>?
    public var title: Located<String>?
    /// Normalized with `_` (`en-GB` → `en_GB`).
    public var locale: Located<String>?
    /// The controls; empty when the pipeline normalized them as the file was read (`normalized`).
    public var controls: [ControlSyntax]
    public var extensions: [Extension]
    /// The controls normalized as the file was read (a compile), instead of `controls`.
    var normalized: NormalizedControls?
}

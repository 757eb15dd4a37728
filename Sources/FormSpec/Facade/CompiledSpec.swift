/// One spec compiled by a ``SpecCompiler``: what is wrong with it, and its form when nothing is.
public struct CompiledSpec: Sendable {
    /// The file name the diagnostics give the spec.
    public let name: String
    /// The spec's diagnostics in print order (by line, column and id): the first 1000, and then
    /// one `report.truncated` that counts the others.
    public let diagnostics: [Diagnostic]
    /// The form, resolved; nil when the spec has an error.
    public let form: FormModel?

    /// Whether the spec has an error, so that it has no form.
    public var hasErrors: Bool { diagnostics.containsErrors }
}

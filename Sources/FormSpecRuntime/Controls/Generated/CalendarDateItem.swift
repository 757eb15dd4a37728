// Generated from the output schema (Schemas/formspec-output.schema.json) by RuntimeSources
// (Sources/FormSpec/CodeGeneration/RuntimeTypes): do not edit. Regenerate with
// FORMSPEC_RECORD=1 swift test --filter RuntimeSourcesTests

/// A listed date.
public struct CalendarDateItem: Sendable, Equatable, Codable {
    /// The day.
    public let date: FormDate
    /// Whether the day can be tapped.
    public let enabled: Bool
    /// The `x-` keys as written, with their values as resolved (RVS_CalendarInput's `refCon`).
    public let extensions: [String: ExtensionValue]
    /// Whether the day is initially selected.
    public let selected: Bool

    public init(date: FormDate, enabled: Bool, extensions: [String: ExtensionValue], selected: Bool) {
        self.date = date
        self.enabled = enabled
        self.extensions = extensions
        self.selected = selected
    }
}

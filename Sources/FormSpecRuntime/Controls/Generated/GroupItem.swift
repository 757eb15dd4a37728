// Generated from the output schema (Schemas/formspec-output.schema.json) by RuntimeSources
// (Sources/FormSpec/CodeGeneration/RuntimeTypes): do not edit. Regenerate with
// FORMSPEC_RECORD=1 swift test --filter RuntimeSourcesTests

/// An item of a group.
public struct GroupItem: Sendable, Equatable, Codable {
    /// The declared accessibility label, or else the label.
    public let accessibilityLabel: String?
    /// Effective: the item and its group are enabled.
    public let enabled: Bool
    /// It can be chosen only while this holds.
    public let enabledWhen: FormCondition?
    /// The `x-` keys as written, with their values as resolved.
    public let extensions: [String: ExtensionValue]
    /// The item's id, unique in its group.
    public let id: String
    /// The item's label.
    public let label: String?
    /// Whether the item is initially selected.
    public let selected: Bool

    public init(
        accessibilityLabel: String?,
        enabled: Bool,
        enabledWhen: FormCondition?,
        extensions: [String: ExtensionValue],
        id: String,
        label: String?,
        selected: Bool
    ) {
        self.accessibilityLabel = accessibilityLabel
        self.enabled = enabled
        self.enabledWhen = enabledWhen
        self.extensions = extensions
        self.id = id
        self.label = label
        self.selected = selected
    }
}

// Generated from the output schema (Schemas/formspec-output.schema.json) by RuntimeSources
// (Sources/FormSpec/CodeGeneration/RuntimeTypes): do not edit. Regenerate with
// FORMSPEC_RECORD=1 swift test --filter RuntimeSourcesTests

/// A toggle (Spark).
public struct ToggleControl: ControlValue, Equatable {
    /// The initial state.
    public enum State: String, Sendable, Hashable, Codable, CaseIterable {
        case on, off
    }

    /// The declared accessibility label, or else the label.
    public let accessibilityLabel: String?
    public let enabled: Bool
    public let extensions: [String: ExtensionValue]
    public let id: String
    /// The control's label.
    public let label: String?
    /// The initial state.
    public let state: State

    public init(
        accessibilityLabel: String?,
        enabled: Bool,
        extensions: [String: ExtensionValue],
        id: String,
        label: String?,
        state: State
    ) {
        self.accessibilityLabel = accessibilityLabel
        self.enabled = enabled
        self.extensions = extensions
        self.id = id
        self.label = label
        self.state = state
    }
}

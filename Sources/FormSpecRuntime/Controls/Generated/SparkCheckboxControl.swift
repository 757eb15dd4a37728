// Generated from the output schema (Schemas/formspec-output.schema.json) by RuntimeSources
// (Sources/FormSpec/CodeGeneration/RuntimeTypes): do not edit. Regenerate with
// FORMSPEC_RECORD=1 swift test --filter RuntimeSourcesTests

/// A Spark checkbox (SparkCheckbox).
public struct SparkCheckboxControl: ControlValue, Equatable {
    /// The initial selection state.
    public enum State: String, Sendable, Hashable, Codable, CaseIterable {
        case selected, unselected, indeterminate
    }

    /// The declared accessibility label, or else the label.
    public let accessibilityLabel: String?
    public let enabled: Bool
    public let extensions: [String: ExtensionValue]
    public let id: String
    /// The checkbox's intent.
    public let intent: SelectionIntent
    /// The control's label.
    public let label: String?
    /// Whether `state` is `selected` (Spark's `isSelected`).
    public let selected: Bool
    /// The initial selection state.
    public let state: State

    public init(
        accessibilityLabel: String?,
        enabled: Bool,
        extensions: [String: ExtensionValue],
        id: String,
        intent: SelectionIntent,
        label: String?,
        selected: Bool,
        state: State
    ) {
        self.accessibilityLabel = accessibilityLabel
        self.enabled = enabled
        self.extensions = extensions
        self.id = id
        self.intent = intent
        self.label = label
        self.selected = selected
        self.state = state
    }
}

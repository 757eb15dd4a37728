// Generated from the output schema (Schemas/formspec-output.schema.json) by RuntimeSources
// (Sources/FormSpec/CodeGeneration/RuntimeTypes): do not edit. Regenerate with
// FORMSPEC_RECORD=1 swift test --filter RuntimeSourcesTests

/// A Spark radio button (SparkRadioButton).
public struct RadioButtonControl: ControlValue, Equatable {
    /// The declared accessibility label, or else the label.
    public let accessibilityLabel: String?
    public let enabled: Bool
    public let extensions: [String: ExtensionValue]
    public let id: String
    /// The radio button's intent.
    public let intent: SelectionIntent
    /// The control's label.
    public let label: String?
    /// Whether the button is initially selected.
    public let selected: Bool

    public init(
        accessibilityLabel: String?,
        enabled: Bool,
        extensions: [String: ExtensionValue],
        id: String,
        intent: SelectionIntent,
        label: String?,
        selected: Bool
    ) {
        self.accessibilityLabel = accessibilityLabel
        self.enabled = enabled
        self.extensions = extensions
        self.id = id
        self.intent = intent
        self.label = label
        self.selected = selected
    }
}

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
    /// It can be answered only while this holds.
    public let enabledWhen: FormCondition?
    public let extensions: [String: ExtensionValue]
    public let id: String
    /// The checkbox's intent.
    public let intent: SelectionIntent
    /// The control's label.
    public let label: String?
    /// Whether it must be answered whenever it is shown.
    public let required: Bool
    /// The message when it is not answered.
    public let requiredMessage: String?
    /// It must be answered while this holds (and it is shown).
    public let requiredWhen: FormCondition?
    /// Whether `state` is `selected` (Spark's `isSelected`).
    public let selected: Bool
    /// The initial selection state.
    public let state: State
    /// It is shown only while this holds.
    public let visibleWhen: FormCondition?

    public init(
        accessibilityLabel: String?,
        enabled: Bool,
        enabledWhen: FormCondition?,
        extensions: [String: ExtensionValue],
        id: String,
        intent: SelectionIntent,
        label: String?,
        required: Bool,
        requiredMessage: String?,
        requiredWhen: FormCondition?,
        selected: Bool,
        state: State,
        visibleWhen: FormCondition?
    ) {
        self.accessibilityLabel = accessibilityLabel
        self.enabled = enabled
        self.enabledWhen = enabledWhen
        self.extensions = extensions
        self.id = id
        self.intent = intent
        self.label = label
        self.required = required
        self.requiredMessage = requiredMessage
        self.requiredWhen = requiredWhen
        self.selected = selected
        self.state = state
        self.visibleWhen = visibleWhen
    }
}

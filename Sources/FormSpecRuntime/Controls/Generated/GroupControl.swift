// Generated from the output schema (Schemas/formspec-output.schema.json) by RuntimeSources
// (Sources/FormSpec/CodeGeneration/RuntimeTypes): do not edit. Regenerate with
// FORMSPEC_RECORD=1 swift test --filter RuntimeSourcesTests

/// A group of items, of either kind: `Selection` is what `selected` holds.
public struct GroupControl<Selection: Sendable & Equatable & Codable>: ControlValue, Equatable {
    /// The declared accessibility label, or else the label.
    public let accessibilityLabel: String?
    /// How the items are laid out.
    public let axis: GroupAxis
    public let enabled: Bool
    public let extensions: [String: ExtensionValue]
    public let id: String
    /// The group's intent.
    public let intent: SelectionIntent
    /// The items, in order.
    public let items: [GroupItem]
    /// The control's label.
    public let label: String?
    /// The selected item or items, by id.
    public let selected: Selection
    /// The caption above the group.
    public let title: String?

    public init(
        accessibilityLabel: String?,
        axis: GroupAxis,
        enabled: Bool,
        extensions: [String: ExtensionValue],
        id: String,
        intent: SelectionIntent,
        items: [GroupItem],
        label: String?,
        selected: Selection,
        title: String?
    ) {
        self.accessibilityLabel = accessibilityLabel
        self.axis = axis
        self.enabled = enabled
        self.extensions = extensions
        self.id = id
        self.intent = intent
        self.items = items
        self.label = label
        self.selected = selected
        self.title = title
    }
}

/// A checkbox group (Spark).
public typealias CheckboxGroupControl = GroupControl<[String]>

/// A radio group (Spark).
public typealias RadioGroupControl = GroupControl<String?>

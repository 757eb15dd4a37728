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
    /// It can be answered only while this holds.
    public let enabledWhen: FormCondition?
    public let extensions: [String: ExtensionValue]
    public let id: String
    /// The group's intent.
    public let intent: SelectionIntent
    /// The items, in order.
    public let items: [GroupItem]
    /// The control's label.
    public let label: String?
    /// The most answers it takes.
    public let maxSelected: Int?
    /// The message when it has more.
    public let maxSelectedMessage: String?
    /// The fewest answers it takes.
    public let minSelected: Int?
    /// The message when it has fewer.
    public let minSelectedMessage: String?
    /// Whether it must be answered whenever it is shown.
    public let required: Bool
    /// The message when it is not answered.
    public let requiredMessage: String?
    /// It must be answered while this holds (and it is shown).
    public let requiredWhen: FormCondition?
    /// The selected item or items, by id.
    public let selected: Selection
    /// The caption above the group.
    public let title: String?
    /// It is shown only while this holds.
    public let visibleWhen: FormCondition?

    public init(
        accessibilityLabel: String?,
        axis: GroupAxis,
        enabled: Bool,
        enabledWhen: FormCondition?,
        extensions: [String: ExtensionValue],
        id: String,
        intent: SelectionIntent,
        items: [GroupItem],
        label: String?,
        maxSelected: Int?,
        maxSelectedMessage: String?,
        minSelected: Int?,
        minSelectedMessage: String?,
        required: Bool,
        requiredMessage: String?,
        requiredWhen: FormCondition?,
        selected: Selection,
        title: String?,
        visibleWhen: FormCondition?
    ) {
        self.accessibilityLabel = accessibilityLabel
        self.axis = axis
        self.enabled = enabled
        self.enabledWhen = enabledWhen
        self.extensions = extensions
        self.id = id
        self.intent = intent
        self.items = items
        self.label = label
        self.maxSelected = maxSelected
        self.maxSelectedMessage = maxSelectedMessage
        self.minSelected = minSelected
        self.minSelectedMessage = minSelectedMessage
        self.required = required
        self.requiredMessage = requiredMessage
        self.requiredWhen = requiredWhen
        self.selected = selected
        self.title = title
        self.visibleWhen = visibleWhen
    }
}

/// A checkbox group (Spark).
public typealias CheckboxGroupControl = GroupControl<[String]>

/// A radio group (Spark).
public typealias RadioGroupControl = GroupControl<String?>

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
    public var controls: [ControlSyntax]
    public var extensions: [Extension]
}

/// One control: the keys every control has, and its type's own keys.
public struct ControlSyntax: Sendable {
    /// The control's own keys, by type; nil when the type is missing or unknown. Boxed, so that
    /// a control is cheap to copy.
    public indirect enum Kind: Sendable {
        case checkbox(CheckboxSyntax)
        case toggle(ToggleSyntax)
        case checkboxGroup(GroupSyntax)
        case radioGroup(GroupSyntax)
        case calendar(CalendarSyntax)
    }

    /// The control's mapping.
    public var place: SourcePlace
    public var type: Located<ControlType>?
    public var id: Located<String>?
    public var label: Located<String>?
    public var accessibilityLabel: Located<String>?
    public var enabled: Located<Bool>?
    public var extensions: [Extension]
    public var kind: Kind?
    /// Every key written, whether its value could be read or not: a rule that relies on a key
    /// being absent must not fire when it is present but wrong (that is already reported).
    public var writtenKeys: KeySet<ControlKey>
}

/// A `checkbox` (RVS_Checkbox).
public struct CheckboxSyntax: Sendable {
    public var threeState: Located<Bool>?
    public var state: Located<CheckboxState>?
    /// `value`, saturated to `Int`'s range when it was written larger.
    public var value: Located<Int>?
    public var appearance: Located<CheckboxAppearance>?
    public var images: Located<CheckboxImagesSyntax>?
    public var useOffImageForClear: Located<Bool>?
    public var haptics: Located<Bool>?
    public var tint: Located<Color>?
    /// UISwitch keys the checkbox ignores (`onTintColor`, `thumbTintColor`), by key.
    public var unsupportedKeys: [Located<String>]

    /// Whether the checkbox has three states.
    public var isThreeState: Bool { threeState?.value ?? false }
}

/// A checkbox's `images` mapping.
public struct CheckboxImagesSyntax: Sendable {
    public var on: Located<String>?
    public var off: Located<String>?
    public var clear: Located<String>?
    public var rendering: Located<ImageRendering>?
}

/// A `toggle` (Spark toggle).
public struct ToggleSyntax: Sendable {
    public var state: Located<ToggleState>?
}

/// A `checkboxGroup` or `radioGroup` (Spark).
public struct GroupSyntax: Sendable {
    public var title: Located<String>?
    /// The items; empty when `items` is missing or wrong.
    public var items: [GroupItemSyntax]
    public var selected: Located<GroupSelection>?
    public var axis: Located<GroupAxis>?
    public var intent: Located<GroupIntent>?
}

/// What `selected` holds: one id, or a list of ids (the form a checkbox group needs).
public struct GroupSelection: Sendable {
    public var ids: [Located<String>]
    /// Whether `selected` was written as a list.
    public var isList: Bool
}

/// One item of a group.
public struct GroupItemSyntax: Sendable {
    /// The item's mapping.
    public var place: SourcePlace
    public var id: Located<String>?
    public var label: Located<String>?
    public var accessibilityLabel: Located<String>?
    public var enabled: Located<Bool>?
    public var extensions: [Extension]
    /// `state` or `selected` keys, which items cannot have (the group's `selected` decides).
    public var stateKeys: [Located<String>]
    /// Every key written, whether its value could be read or not.
    public var writtenKeys: KeySet<GroupItemKey>
}

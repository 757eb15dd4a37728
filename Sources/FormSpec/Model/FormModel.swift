/// A form fully resolved (SPEC §4): defaults filled in, derived values computed, colours
/// canonical. It is what `formspec compile` writes as JSON and what the preview draws; a library
/// user gets it from ``Compiler/compile(_:)``.
public struct FormModel: Sendable, Equatable {
    public var id: String
    public var title: String?
    /// The form's locale, `_`-separated (`en_US` when the spec gives none).
    public var locale: String
    /// The `x-` keys, as written, with their values as resolved.
    public var extensions: ExtensionValues
    public var controls: [ControlModel]

    /// The locale of a form that names none.
    public static let defaultLocale = "en_US"
}

/// One control: the keys every control has, and its type's own values.
public struct ControlModel: Sendable, Equatable {
    /// The control's own values, by type. Boxed, so that a control is cheap to copy.
    public indirect enum Kind: Sendable, Equatable {
        case checkbox(CheckboxModel)
        case toggle(ToggleModel)
        case checkboxGroup(GroupModel)
        case radioGroup(GroupModel)
        case calendar(CalendarModel)
    }

    public var id: String
    public var label: String?
    /// The declared accessibility label, or else the label.
    public var accessibilityLabel: String?
    public var enabled: Bool
    public var extensions: ExtensionValues
    public var kind: Kind

    /// The control's type, as the spec names it.
    public var type: ControlType {
        switch kind {
        case .checkbox: return .checkbox
        case .toggle: return .toggle
        case .checkboxGroup: return .checkboxGroup
        case .radioGroup: return .radioGroup
        case .calendar: return .calendar
        }
    }
}

/// A `toggle`.
public struct ToggleModel: Sendable, Equatable {
    public var state: ToggleState
}

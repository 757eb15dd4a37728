/// The keys each mapping of a spec may hold (SPEC §2), one vocabulary per kind of mapping.
/// Keys of calendar styles are the roles themselves (`CalendarColorRole`, `CalendarFontRole`,
/// `CalendarHeader`).

/// The form's keys.
enum FormKey: String, Vocabulary {
    case formspec, id, title, locale, controls
    static let meaning = "a key of the form"
}

/// Every key a control of some type may hold; `ControlType.keys` says which type has which.
public enum ControlKey: String, Vocabulary {
    case type, id, label, accessibilityLabel, enabled
    case threeState, state, value, appearance, images, useOffImageForClear, haptics, tint
    case title, items, selected, axis, intent
    case dates, range, headers, colors, fonts, headerHeights, disabledAlpha, readOnly, firstWeekday, locale, calendar
    public static let meaning = "a key of a control"

    /// The keys every control has.
    static let common: [ControlKey] = [.type, .id, .label, .accessibilityLabel, .enabled]
}

extension ControlType {
    /// The keys a control of this type may hold, the common ones first.
    public var keys: [ControlKey] {
        switch self {
        case .checkbox: return ControlType.checkboxKeys
        case .toggle: return ControlType.toggleKeys
        case .checkboxGroup, .radioGroup: return ControlType.groupKeys
        case .calendar: return ControlType.calendarKeys
        }
    }

    private static let checkboxKeys = ControlKey.common
        + [.threeState, .state, .value, .appearance, .images, .useOffImageForClear, .haptics, .tint]
    private static let toggleKeys = ControlKey.common + [.state]
    private static let groupKeys = ControlKey.common + [.title, .items, .selected, .axis, .intent]
    private static let calendarKeys = ControlKey.common
        + [.dates, .range, .headers, .colors, .fonts, .headerHeights, .disabledAlpha, .readOnly, .firstWeekday, .locale, .calendar]
}

/// A checkbox's `images` keys.
enum CheckboxImagesKey: String, Vocabulary {
    case on, off, clear, rendering
    static let meaning = "a key of 'images'"
}

/// A group item's keys.
public enum GroupItemKey: String, Vocabulary {
    case id, label, accessibilityLabel, enabled
    public static let meaning = "a key of a group item"
}

/// The keys of a calendar date written as a mapping.
enum CalendarDateKey: String, Vocabulary {
    case date, enabled, selected
    static let meaning = "a key of a calendar date"
}

/// A calendar `range`'s keys.
enum CalendarRangeKey: String, Vocabulary {
    case start, end
    static let meaning = "a key of 'range'"
}

/// A calendar font's keys.
enum CalendarFontKey: String, Vocabulary {
    case size, weight
    static let meaning = "a key of a font"
}

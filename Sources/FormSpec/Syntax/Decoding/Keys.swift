/// The keys each mapping of a spec may hold (SPEC §2), one vocabulary per kind of mapping, and
/// the ones it must hold. The decoder and the input schema both read these tables. Keys of
/// calendar styles are the roles themselves (`CalendarColorRole`, `CalendarFontRole`,
/// `CalendarHeader`).

/// The form's keys.
enum FormKey: String, Vocabulary {
    case formspec, id, title, locale, controls
    static let meaning = "a key of the form"
    static let words = WordTable<Self>()

    /// The keys a form must hold (a missing `formspec` has its own id, `spec.missing-version`).
    static let required: [FormKey] = [.formspec, .id, .controls]
}

/// Every key a control of some type may hold; `ControlType.keys` says which type has which.
public enum ControlKey: String, Vocabulary {
    case type, id, label, accessibilityLabel, enabled
    case threeState, state, value, appearance, images, useOffImageForClear, haptics, tint
    case title, items, selected, axis, intent
    case dates, range, headers, colors, fonts, headerHeights, disabledAlpha, readOnly, firstWeekday, locale, calendar
    public static let meaning = "a key of a control"
    public static let words = WordTable<Self>()

    /// The keys every control has.
    static let common: [ControlKey] = [.type, .id, .label, .accessibilityLabel, .enabled]

    /// The keys every control must hold.
    static let required: [ControlKey] = [.type, .id]
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

    /// The keys of its own a control of this type must hold.
    var requiredKeys: [ControlKey] {
        switch self {
        case .checkbox, .toggle: return []
        case .checkboxGroup, .radioGroup: return [.items]
        case .calendar: return [.dates]
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
    static let words = WordTable<Self>()
}

/// A group item's keys.
public enum GroupItemKey: String, Vocabulary {
    case id, label, accessibilityLabel, enabled
    public static let meaning = "a key of a group item"
    public static let words = WordTable<Self>()

    /// The keys it must hold.
    static let required: [GroupItemKey] = [.id]
}

/// The keys of a calendar date written as a mapping.
enum CalendarDateKey: String, Vocabulary {
    case date, enabled, selected
    static let meaning = "a key of a calendar date"
    static let words = WordTable<Self>()

    /// The keys it must hold.
    static let required: [CalendarDateKey] = [.date]
}

/// A calendar `range`'s keys.
enum CalendarRangeKey: String, Vocabulary {
    case start, end
    static let meaning = "a key of 'range'"
    static let words = WordTable<Self>()

    /// The keys it must hold.
    static let required: [CalendarRangeKey] = [.start, .end]
}

/// A calendar font's keys.
enum CalendarFontKey: String, Vocabulary {
    case size, weight
    static let meaning = "a key of a font"
    static let words = WordTable<Self>()

    /// The keys it must hold.
    static let required: [CalendarFontKey] = [.size]
}

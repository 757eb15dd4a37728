/// The words and keys of a calendar's own values.

/// A day of the week, for a calendar's first weekday.
public enum Weekday: String, Vocabulary {
    case monday, tuesday, wednesday, thursday, friday, saturday, sunday
    package static let meaning = "a weekday"
    package static let words = WordTable<Self>()
}

/// A calendar system.
public enum CalendarSystem: String, Vocabulary {
    /// `current`: the device's calendar, which only the app knows at run time (RVS_CalendarInput
    /// uses `Calendar.current` by default).
    case gregorian, iso8601, current
    package static let meaning = "a calendar"
    package static let words = WordTable<Self>()
}

/// A system font weight.
public enum FontWeight: String, Vocabulary {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    package static let meaning = "a font weight"
    package static let words = WordTable<Self>()
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

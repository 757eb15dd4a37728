// Only Foundation's value types (Calendar, Locale, TimeZone), without the whole of Foundation
// where the platform has them apart: loading it costs the command line's start-up.
#if canImport(FoundationInternationalization)
    import FoundationEssentials
    import FoundationInternationalization
#else
    import Foundation
#endif

/// The first weekday of each locale and calendar, from Foundation's `Calendar` and `Locale`
/// (CLDR data): `en_US` starts on Sunday, `fr_FR` on Monday, and `iso8601` always on Monday.
/// Only the spec's locale is consulted, never the machine's.
struct WeekStarts: ControlCache {
    private var found: [String: Weekday] = [:]

    mutating func firstWeekday(locale: String, calendar: CalendarSystem) -> Weekday {
        let key = calendar.rawValue + " " + locale
        if let weekday = found[key] { return weekday }
        let weekday = Weekday(foundationIndex: calendar.foundationCalendar(locale: locale).firstWeekday)
        found[key] = weekday
        return weekday
    }
}

extension CalendarSystem {
    /// Foundation's calendar of this system in `locale`, in UTC (days only, never a time zone
    /// of the machine). The device's calendar and locale (`current`) are stood in for by the
    /// Gregorian calendar and `en_US`: a compile never reads the machine's.
    func foundationCalendar(locale: String) -> Calendar {
        var calendar = Calendar(identifier: self == .iso8601 ? .iso8601 : .gregorian)
        calendar.locale = Locale(
            identifier: locale == SyntaxDecoder.currentLocale ? CalendarModel.standInLocale : locale)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }
}

extension Weekday {
    /// The weekday of Foundation's 1-based index, 1 being Sunday.
    init(foundationIndex: Int) {
        let sundayFirst: [Weekday] = [.sunday, .monday, .tuesday, .wednesday, .thursday, .friday, .saturday]
        self = sundayFirst[((foundationIndex - 1) % 7 + 7) % 7]
    }
}

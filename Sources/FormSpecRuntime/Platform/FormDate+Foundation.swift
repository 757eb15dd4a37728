import Foundation

extension FormDate {
    /// The proleptic Gregorian calendar in which `YYYY-MM-DD` is written, in `timeZone`.
    private static func gregorian(in timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    /// The day as `DateComponents` of the Gregorian calendar (the calendar of `YYYY-MM-DD`),
    /// with year, month and day only: no time and no time zone, so `components.date` is the start
    /// of the day in the device's time zone. To show the day in another calendar, use
    /// `date(in:)` and ask that calendar for its components.
    public var dateComponents: DateComponents {
        DateComponents(calendar: Calendar(identifier: .gregorian), year: year, month: month, day: day)
    }

    /// The first moment of the day in `calendar`'s time zone (midnight, or the first moment after
    /// it where a time-zone change skips midnight); nil for a day that does not exist, such as
    /// `2026-02-30`. The year, month and day are read as written, in the Gregorian calendar,
    /// whatever `calendar`'s system: in a Buddhist or Japanese calendar the result is the same
    /// day, numbered in that calendar's own years. Only `calendar.timeZone` matters; no time zone
    /// is ever applied to the date itself, so the same `FormDate` is the same day everywhere.
    public func date(in calendar: Calendar) -> Date? {
        let gregorian = Self.gregorian(in: calendar.timeZone)
        guard let date = gregorian.date(from: DateComponents(year: year, month: month, day: day)),
            FormDate(date, in: gregorian) == self
        else { return nil }
        return date
    }

    /// The day on which `date` falls in `calendar`'s time zone, written in the Gregorian calendar
    /// whatever `calendar`'s system: `FormDate(date(in: calendar)!, in: calendar)` is the date
    /// itself.
    public init(_ date: Date, in calendar: Calendar) {
        let components = Self.gregorian(in: calendar.timeZone).dateComponents([.year, .month, .day], from: date)
        self.init(year: components.year ?? 0, month: components.month ?? 0, day: components.day ?? 0)
    }
}

import Foundation

extension CalendarControl.CalendarSystem {
    /// The Foundation calendar of this system: `Calendar(identifier: .gregorian)` or
    /// `.iso8601`, with the device's time zone and locale; `current` is `Calendar.current`, the
    /// device's calendar (which can be Buddhist, Japanese…). `CalendarControl.foundationCalendar`
    /// also sets the control's locale and first weekday.
    public var calendar: Calendar {
        switch self {
        case .gregorian: Calendar(identifier: .gregorian)
        case .iso8601: Calendar(identifier: .iso8601)
        case .current: Calendar.current
        }
    }
}

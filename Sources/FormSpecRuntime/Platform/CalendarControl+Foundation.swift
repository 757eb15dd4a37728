import Foundation

extension CalendarControl {
    /// The calendar the control shows, as the generated UIKit code builds it: the calendar
    /// system's (`calendar.calendar`), with the control's locale (`current`: `Locale.current`)
    /// and, when the output declares one, its first weekday; without one the locale's (or the
    /// device's calendar's) first weekday stays.
    public var foundationCalendar: Calendar {
        var system = calendar.calendar
        system.locale = locale == "current" ? Locale.current : Locale(identifier: locale)
        if let firstWeekday {
            system.firstWeekday = firstWeekday.calendarWeekday
        }
        return system
    }
}

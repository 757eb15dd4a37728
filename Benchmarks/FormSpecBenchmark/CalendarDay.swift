/// A month of the Gregorian calendar.
struct CalendarMonth {
    var year: Int
    var month: Int

    /// The month `count` months later.
    func adding(_ count: Int) -> CalendarMonth {
        let index = year * 12 + month - 1 + count
        return CalendarMonth(year: index / 12, month: index % 12 + 1)
    }

    var dayCount: Int {
        switch month {
        case 2: return year.isMultiple(of: 4) && (!year.isMultiple(of: 100) || year.isMultiple(of: 400)) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    var firstDay: CalendarDay { CalendarDay(year: year, month: month, day: 1) }
    var lastDay: CalendarDay { CalendarDay(year: year, month: month, day: dayCount) }
}

/// A day that exists in the Gregorian calendar, written `YYYY-MM-DD`.
struct CalendarDay: Hashable, Comparable {
    var year: Int
    var month: Int
    var day: Int

    var text: String { "\(year)-\(Self.twoDigits(month))-\(Self.twoDigits(day))" }

    static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    private static func twoDigits(_ number: Int) -> String {
        number < 10 ? "0\(number)" : "\(number)"
    }
}

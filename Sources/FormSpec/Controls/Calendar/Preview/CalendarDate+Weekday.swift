extension CalendarDate {
    /// The days from 1970-01-01 to this date (negative before it) on the proleptic Gregorian
    /// calendar: Howard Hinnant's `days_from_civil`, with no time zone involved.
    var daysSinceEpoch: Int {
        let year = month <= 2 ? self.year - 1 : self.year
        let era = (year >= 0 ? year : year - 399) / 400
        let yearOfEra = year - era * 400
        let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1  // from March 1st
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day of the week (1970-01-01 was a Thursday).
    var weekday: Weekday {
        Weekday.mondayFirst[((daysSinceEpoch + 3) % 7 + 7) % 7]
    }
}

extension Weekday {
    /// The weekdays from Monday to Sunday.
    static let mondayFirst: [Weekday] = [.monday, .tuesday, .wednesday, .thursday, .friday, .saturday, .sunday]

    /// The place of the day in a week from Monday (0) to Sunday (6).
    var mondayIndex: Int {
        switch self {
        case .monday: return 0
        case .tuesday: return 1
        case .wednesday: return 2
        case .thursday: return 3
        case .friday: return 4
        case .saturday: return 5
        case .sunday: return 6
        }
    }

    /// The column of the day in a week that starts on `first` (0 to 6).
    func column(inWeekStartingOn first: Weekday) -> Int {
        (mondayIndex - first.mondayIndex + 7) % 7
    }
}

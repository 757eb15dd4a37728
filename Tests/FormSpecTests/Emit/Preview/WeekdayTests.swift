import Testing

@testable import FormSpec

@Suite struct WeekdayTests {
    @Test(arguments: [
        ("1970-01-01", Weekday.thursday), ("2000-02-29", .tuesday), ("0001-01-01", .monday),
        ("9999-12-31", .friday), ("2026-12-25", .friday), ("1969-12-31", .wednesday), ("2100-03-01", .monday),
    ])
    func knownDates(_ text: String, _ weekday: Weekday) throws {
        let date = try #require(CalendarDate(text))
        #expect(date.weekday == weekday)
    }

    @Test func countsDaysFromTheEpoch() throws {
        #expect(try #require(CalendarDate("1970-01-01")).daysSinceEpoch == 0)
        #expect(try #require(CalendarDate("2000-03-01")).daysSinceEpoch == 11_017)
        #expect(try #require(CalendarDate("0001-01-01")).daysSinceEpoch == -719_162)
    }

    @Test func consecutiveDaysDifferByOne() {
        var previous = CalendarDate(year: 1599, month: 12, day: 31).daysSinceEpoch
        for year in 1600...2404 {
            for month in 1...12 {
                for day in 1...CalendarDate.days(inMonth: month, of: year) {
                    let days = CalendarDate(year: year, month: month, day: day).daysSinceEpoch
                    guard days == previous + 1 else {
                        Issue.record("\(year)-\(month)-\(day): \(days) after \(previous)")
                        return
                    }
                    previous = days
                }
            }
        }
    }

    @Test func placesADayInAWeek() {
        #expect(Weekday.sunday.column(inWeekStartingOn: .sunday) == 0)
        #expect(Weekday.sunday.column(inWeekStartingOn: .monday) == 6)
        #expect(Weekday.monday.column(inWeekStartingOn: .wednesday) == 5)
    }
}

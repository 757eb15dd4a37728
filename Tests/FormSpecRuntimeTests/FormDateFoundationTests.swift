import FormSpecRuntime
import Foundation
import Testing

/// `FormDate` as Foundation's `DateComponents` and `Date`: the day as written, in the Gregorian
/// calendar, starting at midnight in the given calendar's time zone.
@Suite struct FormDateFoundationTests {
    /// `identifier`'s calendar in the time zone `zone`.
    static func calendar(_ identifier: Calendar.Identifier, in zone: String) -> Calendar {
        var calendar = Calendar(identifier: identifier)
        calendar.timeZone = TimeZone(identifier: zone)!
        return calendar
    }

    static let calendars = [Calendar.Identifier.gregorian, .iso8601].flatMap { identifier in
        ["UTC", "America/Los_Angeles", "Pacific/Kiritimati", "Asia/Tokyo"].map { calendar(identifier, in: $0) }
    }

    @Test func dateComponentsAreTheGregorianDay() {
        let components = FormDate(year: 2024, month: 2, day: 29).dateComponents
        #expect(components.calendar?.identifier == .gregorian)
        #expect([components.year, components.month, components.day] == [2024, 2, 29])
        #expect(components.hour == nil && components.timeZone == nil)
    }

    @Test func dateIsTheStartOfTheDayInTheCalendarsTimeZone() throws {
        let utc = Self.calendar(.gregorian, in: "UTC")
        #expect(FormDate(year: 2026, month: 5, day: 14).date(in: utc) == Date(timeIntervalSince1970: 1_778_716_800))
        let tokyo = Self.calendar(.gregorian, in: "Asia/Tokyo")
        let inTokyo = try #require(FormDate(year: 2026, month: 5, day: 14).date(in: tokyo))
        #expect(inTokyo == Date(timeIntervalSince1970: 1_778_716_800 - 9 * 3600))
    }

    @Test(arguments: calendars)
    func roundTrips(calendar: Calendar) throws {
        let dates: [FormDate] = ["2024-02-29", "2000-02-29", "2026-01-01", "2026-12-31", "1900-03-01", "2026-03-08"]
        for formDate in dates {
            let date = try #require(formDate.date(in: calendar))
            #expect(FormDate(date, in: calendar) == formDate)
            #expect(calendar.startOfDay(for: date) == date)
            let components = calendar.dateComponents([.year, .month, .day], from: date)
            #expect(
                [components.year, components.month, components.day] == [formDate.year, formDate.month, formDate.day])
        }
    }

    /// São Paulo's clocks went from 23:59:59 on 3 November 2018 to 01:00 on the 4th: the day had
    /// no midnight, and starts at 01:00.
    @Test func aDayWithoutMidnightStartsAtItsFirstMoment() throws {
        let saoPaulo = Self.calendar(.gregorian, in: "America/Sao_Paulo")
        let date = try #require(FormDate(year: 2018, month: 11, day: 4).date(in: saoPaulo))
        #expect(date == saoPaulo.startOfDay(for: date))
        #expect(saoPaulo.component(.hour, from: date) == 1)
        #expect(FormDate(date, in: saoPaulo) == FormDate(year: 2018, month: 11, day: 4))
    }

    @Test func aDayThatDoesNotExistHasNoDate() {
        let calendar = Self.calendar(.gregorian, in: "UTC")
        #expect(FormDate(year: 2026, month: 2, day: 29).date(in: calendar) == nil)
        #expect(FormDate(year: 2100, month: 2, day: 29).date(in: calendar) == nil)
        #expect(FormDate(year: 2026, month: 4, day: 31).date(in: calendar) == nil)
        #expect(FormDate(year: 2028, month: 2, day: 29).date(in: calendar) != nil)
    }

    @Test func anotherCalendarSystemGivesTheSameDay() throws {
        let buddhist = Self.calendar(.buddhist, in: "UTC")
        let date = try #require(FormDate(year: 2026, month: 5, day: 14).date(in: buddhist))
        #expect(date == FormDate(year: 2026, month: 5, day: 14).date(in: Self.calendar(.gregorian, in: "UTC")))
        #expect(buddhist.component(.year, from: date) == 2569)
        #expect(FormDate(date, in: buddhist) == FormDate(year: 2026, month: 5, day: 14))
    }
}

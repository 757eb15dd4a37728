import FormSpecRuntime
import Foundation
import Testing

/// A calendar control's system, first weekday and locale as a Foundation `Calendar`.
@Suite struct CalendarFoundationTests {
    @Test func systemsAreFoundationCalendars() {
        #expect(CalendarControl.CalendarSystem.gregorian.calendar.identifier == .gregorian)
        #expect(CalendarControl.CalendarSystem.iso8601.calendar.identifier == .iso8601)
        #expect(CalendarControl.CalendarSystem.iso8601.calendar.firstWeekday == 2)
        #expect(CalendarControl.CalendarSystem.current.calendar == Calendar.current)
    }

    @Test func weekdaysAreFoundationsNumbers() {
        #expect(CalendarControl.Weekday.allCases.map(\.calendarWeekday) == [2, 3, 4, 5, 6, 7, 1])
    }

    /// The calendars of the golden `calendar-current`, by id.
    static let calendars: [String: CalendarControl] = {
        let path = DecodingTests.repository.appendingPathComponent(
            "Tests/FormSpecTests/Goldens/compile/calendar-current/expected.json")
        let document = (try? Data(contentsOf: path)).flatMap { try? JSONDecoder().decode(FormDocument.self, from: $0) }
        let controls = document?.form.controls ?? []
        return Dictionary(
            uniqueKeysWithValues: controls.compactMap { control in
                guard case .calendar(let calendar) = control else { return nil }
                return (calendar.id, calendar)
            })
    }()

    @Test func foundationCalendarHasTheLocaleAndTheFirstWeekday() throws {
        let deviceCalendar = try #require(Self.calendars["device-calendar"])
        #expect(deviceCalendar.foundationCalendar.identifier == Calendar.current.identifier)
        #expect(deviceCalendar.foundationCalendar.locale?.identifier == "fr_FR")
        let isoWeeks = try #require(Self.calendars["iso-weeks"])
        #expect(isoWeeks.foundationCalendar.identifier == .iso8601)
        #expect(isoWeeks.foundationCalendar.locale == Locale.current)
        #expect(isoWeeks.foundationCalendar.firstWeekday == 2)
        let declaredStart = try #require(Self.calendars["declared-start"])
        #expect(declaredStart.foundationCalendar.identifier == .gregorian)
        #expect(declaredStart.foundationCalendar.firstWeekday == 7)
    }
}

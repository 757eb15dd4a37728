import Testing

@testable import FormSpec

/// A calendar's weekday header tells the seven days apart in every locale: where the short names
/// read alike once cut to a cell (Hebrew's `יום א׳` … `יום ש׳` all cut to `יום`), other names are
/// used.
@Suite struct WeekdayHeaderTests {
    /// Locales whose short weekday names are long or share a prefix.
    @Test(arguments: ["he_IL", "ar", "zh_Hant", "ja", "ko", "fi", "el", "ru", "hi", "en_US", "fr_FR", "de_DE"])
    func theSevenHeadersAreDistinctCellsOfOneWidth(locale: String) {
        let cells = CalendarNames(locale: locale, system: .gregorian).weekdayCells
        #expect(cells.count == 7)
        #expect(Set(cells).count == 7, "\(locale): \(cells)")
        #expect(cells.allSatisfy { DisplayWidth.of($0) == DayCell.width }, "\(locale): \(cells)")
    }

    @Test func hebrewShortNamesThatReadAlikeGiveWayToDistinctOnes() {
        let cut = CalendarNames.distinctWeekdayCells([
            ["יום א׳", "יום ב׳", "יום ג׳", "יום ד׳", "יום ה׳", "יום ו׳", "שבת"],
            ["א׳", "ב׳", "ג׳", "ד׳", "ה׳", "ו׳", "ש׳"],
        ])
        #expect(cut.map { $0.filter { $0 != " " } } == ["ב׳", "ג׳", "ד׳", "ה׳", "ו׳", "ש׳", "א׳"])
    }

    @Test func distinctShortNamesAreKept() {
        let cut = CalendarNames.distinctWeekdayCells([
            ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"], ["S", "M", "T", "W", "T", "F", "S"],
        ])
        #expect(cut == ["Mon ", "Tue ", "Wed ", "Thu ", "Fri ", "Sat ", "Sun "])
    }

    @Test func withNoDistinctNamesTheEnglishAbbreviationsAreDrawn() {
        let cut = CalendarNames.distinctWeekdayCells([Array(repeating: "x", count: 7)])
        #expect(cut.map { $0.filter { $0 != " " } } == ["mon", "tue", "wed", "thu", "fri", "sat", "sun"])
    }
}

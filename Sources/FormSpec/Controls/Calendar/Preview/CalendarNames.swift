// Only Foundation's value types (Calendar, Locale, TimeZone), without the whole of Foundation
// where the platform has them apart: loading it costs the command line's start-up.
#if canImport(FoundationInternationalization)
    import FoundationEssentials
    import FoundationInternationalization
#else
    import Foundation
#endif

/// A locale's names for a calendar's headers, from Foundation (CLDR data), with the header lines
/// they make drawn once: the standalone month names, centred over a month grid, and the short
/// standalone weekday names, centred in their cells and cut to a cell's width.
struct CalendarNames {
    /// The month header lines, January first.
    let monthHeaders: [[UInt8]]
    /// The weekday names cut to a cell, Monday first.
    let weekdayCells: [String]
    /// The standalone month names, January first, whole (the visual preview's).
    let monthNames: [String]
    /// The short standalone weekday names, Monday first, whole (the visual preview's).
    let weekdayNames: [String]

    init(locale: String, system: CalendarSystem) {
        let calendar = system.foundationCalendar(locale: locale)
        var months = calendar.standaloneMonthSymbols
        if months.count != 12 { months = (1...12).map(String.init) }
        monthHeaders = months.map {
            Array(MonthGrid.indent.utf8) + Array(TextCut.centred($0, in: MonthGrid.width).utf8)
        }
        monthNames = months
        weekdayNames = CalendarNames.weekdayNames([
            calendar.shortStandaloneWeekdaySymbols, calendar.veryShortStandaloneWeekdaySymbols,
        ])
        weekdayCells = CalendarNames.distinctWeekdayCells(
            [
                calendar.shortStandaloneWeekdaySymbols, calendar.veryShortStandaloneWeekdaySymbols,
                calendar.standaloneWeekdaySymbols,
            ])
    }

    /// The first of `candidates` (each Sunday first, as Foundation lists them) whose seven names
    /// stay seven different cells once cut to a cell: the short names, unless the locale's short
    /// names read alike when cut (Hebrew's `יום א׳` … all cut to `יום`), then the very short ones,
    /// then the full names; `mon` … `sun` when none does. Monday first.
    static func distinctWeekdayCells(_ candidates: [[String]]) -> [String] {
        for names in candidates where names.count == 7 {
            let cells = (names[1...] + names[..<1]).map { TextCut.centred($0, in: DayCell.width) }
            if Set(cells).count == 7 { return cells }
        }
        return Weekday.mondayFirst.map { TextCut.centred(String($0.rawValue.prefix(3)), in: DayCell.width) }
    }

    /// The first of `candidates` (each Sunday first) whose seven names are different and at most
    /// four characters long, to fit a day's column: the short names (`Sun`), or the very short
    /// ones where the short ones are long (Hebrew's `יום א׳` → `א׳`); else the first list. Monday first.
    static func weekdayNames(_ candidates: [[String]]) -> [String] {
        let lists = candidates.filter { $0.count == 7 }
        let fitting =
            lists.first { names in Set(names).count == 7 && names.allSatisfy { $0.count <= 4 } } ?? lists.first
        guard let names = fitting else { return Weekday.mondayFirst.map { String($0.rawValue.prefix(3)) } }
        return Array(names[1...] + names[..<1])
    }

    /// The weekday header line of a week starting on `first`.
    func weekdayHeader(startingOn first: Weekday) -> [UInt8] {
        let start = first.mondayIndex
        let cells = (0..<7).map { weekdayCells[(start + $0) % 7] }
        return Array((MonthGrid.indent + cells.joined(separator: " ")).utf8)
    }
}

/// The names found so far, per locale and calendar system, so that Foundation is asked once.
struct CalendarNameCache: ControlCache {
    private var found: [String: CalendarNames] = [:]

    mutating func names(locale: String, system: CalendarSystem) -> CalendarNames {
        let key = system.rawValue + " " + locale
        if let names = found[key] { return names }
        let names = CalendarNames(locale: locale, system: system)
        found[key] = names
        return names
    }
}

/// The layout of a month grid, like `cal(1)`: seven cells a week, joined by one space, indented
/// under the block.
enum MonthGrid {
    static let indent = "  "
    /// The columns of a grid, without the indent.
    static let width = 7 * DayCell.width + 6
}

extension PreviewWriter {
    /// Draws the weeks of one month, starting on `firstWeekday`. `dates` are the calendar's
    /// sorted dates; `next` is the first of them not drawn yet, and moves past this month's.
    mutating func monthGrid(
        year: Int, month: Int, firstWeekday: Weekday, dates: [CalendarDateModel], next: inout Int
    ) {
        let monthIndex = year * 12 + month - 1
        while next < dates.count, dates[next].date.monthIndex < monthIndex { next += 1 }
        let days = CalendarDate.days(inMonth: month, of: year)
        var cell = CalendarDate(year: year, month: month, day: 1).weekday.column(inWeekStartingOn: firstWeekday)
        append(ascii: MonthGrid.indent.utf8)
        appendSpaces(cell * (DayCell.width + 1))  // the empty cells and their separators
        for day in 1...days {
            var state = DayCell.disabled
            if next < dates.count, dates[next].date.monthIndex == monthIndex, dates[next].date.day == day {
                state = DayCell(enabled: dates[next].enabled, selected: dates[next].selected)
                next += 1
            }
            if cell > 0, day > 1 { appendSpaces(1) }
            append(ascii: DayCell.table[state.rawValue][day])
            cell += 1
            if cell == 7, day < days {
                endLine()
                append(ascii: MonthGrid.indent.utf8)
                cell = 0
            }
        }
        endLine()
    }
}

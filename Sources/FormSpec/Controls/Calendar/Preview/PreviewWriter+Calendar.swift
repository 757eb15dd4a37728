extension PreviewWriter {
    /// A calendar: its facts, then its displayed months as grids (as many as ``MonthBudget``
    /// allows, and a line about the others), then the legend.
    mutating func calendar(_ control: ControlModel, _ calendar: CalendarModel) {
        labels(control.label, control.accessibilityLabel)
        fact(
            "locale",
            [
                calendar.locale, "calendar: " + calendar.calendar.rawValue,
                "first weekday: " + (calendar.firstWeekday?.rawValue ?? "device's"),
            ].joined(separator: glyphs.separator))
        if calendar.locale == SyntaxDecoder.currentLocale || calendar.calendar == .current {
            // What only the device knows is drawn with a stated stand-in.
            let locale = calendar.locale == SyntaxDecoder.currentLocale ? CalendarModel.standInLocale : calendar.locale
            let system = calendar.calendar == .current ? CalendarSystem.gregorian : calendar.calendar
            fact(
                "drawn as",
                [locale, system.rawValue, calendar.drawnFirstWeekday.rawValue].joined(separator: glyphs.separator)
                    + " (the device decides at run time)")
        }
        if calendar.readOnly { flag("read-only") }
        if let range = calendar.range { fact("range", "\(range.start) to \(range.end)") }
        fact("shown", shownMonths(calendar.displayRange))
        let enabled = calendar.dates.count { $0.enabled }
        let selected = calendar.dates.count { $0.selected }
        fact(
            "dates",
            [
                "\(calendar.dates.count) listed", "\(enabled) enabled", "\(selected) selected",
            ].joined(separator: glyphs.separator))
        let hidden = CalendarHeader.allCases.filter { !calendar.headers[$0] }
        if !hidden.isEmpty { fact("hidden headers", hidden.map(\.rawValue).joined(separator: ", ")) }
        let drawn = caches.update(MonthBudget.self) { $0.take(for: calendar) }
        months(of: calendar, drawn: drawn)
        if let notDrawn = MonthBudget.notDrawn(of: calendar, drawn: drawn) {
            blankLine()
            wrapped("  ", notDrawn, indent: 2)
        }
        if drawn > 0 {
            blankLine()
            legend()
        }
    }

    /// `2 months, 2026-12 to 2027-01`.
    private func shownMonths(_ range: DisplayRange) -> String {
        let first = range.start.description.prefix(7)
        let last = range.end.description.prefix(7)
        return range.months == 1 ? "1 month, \(first)" : "\(range.months) months, \(first) to \(last)"
    }

    /// The first `drawn` displayed months, each after a blank line: the year header before the
    /// first month of each year, then the month header, the weekday header and the grid, as
    /// `headers` shows them.
    private mutating func months(of calendar: CalendarModel, drawn: Int) {
        let names = caches.update(CalendarNameCache.self) {
            $0.names(locale: calendar.locale, system: calendar.calendar)
        }
        let weekdayHeader = names.weekdayHeader(startingOn: calendar.drawnFirstWeekday)
        let first = calendar.displayRange.start.monthIndex
        var next = 0
        for index in first..<(first + drawn) {
            let (year, month) = (index / 12, index % 12 + 1)
            blankLine()
            if calendar.headers[.year], index == first || month == 1 { yearHeader(year) }
            if calendar.headers[.month] { line(bytes: names.monthHeaders[month - 1]) }
            if calendar.headers[.weekday] { line(bytes: weekdayHeader) }
            monthGrid(
                year: year, month: month, firstWeekday: calendar.drawnFirstWeekday, dates: calendar.dates, next: &next)
        }
    }

    /// The year centred in a rule as wide as a grid: `──── 2026 ────`.
    private mutating func yearHeader(_ year: Int) {
        let label = " \(year) "
        let left = (MonthGrid.width - label.utf8.count) / 2
        let right = MonthGrid.width - label.utf8.count - left
        let rule =
            MonthGrid.indent + String(repeating: glyphs.rule, count: left) + label
            + String(repeating: glyphs.rule, count: right)
        append(rule, width: MonthGrid.indent.utf8.count + MonthGrid.width)
        endLine()
    }

    /// `legend:  12  disabled · [12] enabled · <12> selected · (12) selected, disabled`.
    private mutating func legend() {
        let entries = DayCell.allCases.map { String(decoding: $0.bytes(day: 12), as: UTF8.self) + " " + $0.meaning }
        let text = "  legend: " + entries.joined(separator: glyphs.separator)
        append(text, width: text.unicodeScalars.count)
        endLine()
    }
}

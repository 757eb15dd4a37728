extension SpecGenerator {
    /// A calendar over one to three months: real days written as plain or quoted strings and as
    /// mappings, an optional `range` around them, and either full styling (from the shared
    /// anchors or written out) or the year header hidden and left unstyled.
    mutating func writeCalendar() {
        writeLabels(random.pick(SampleText.calendarLabels))
        if random.chance(30) { line(2, "locale: \(random.pick(SampleText.locales))") }
        if random.chance(25) { line(2, "calendar: \(random.pick(["gregorian", "iso8601"]))") }
        if random.chance(50) { line(2, "firstWeekday: \(random.pick(SampleText.weekdays))") }
        let first = CalendarMonth(year: random.int(2025...2028), month: random.int(1...12))
        let monthCount = random.int(1...3)
        if random.chance(50) {
            let start = first.firstDay.text
            let end = first.adding(monthCount - 1).lastDay.text
            if random.chance(50) {
                line(2, "range: {start: \(start), end: \(end)}")
            } else {
                line(2, "range:")
                line(3, "start: \(start)")
                line(3, "end: \(end)")
            }
        }
        writeDates(from: first, monthCount: monthCount)
        if random.chance(60) { writeFullStyle() } else { writeYearlessStyle() }
        if random.chance(50) { line(2, "disabledAlpha: \(random.pick(["0.4", "0.25", ".5", "1", "0"]))") }
        if random.chance(15) { line(2, "readOnly: \(random.chance(70))") }
    }

    /// Three to twelve distinct days; the first is always enabled, no day is selected and disabled.
    private mutating func writeDates(from first: CalendarMonth, monthCount: Int) {
        var days = Set<CalendarDay>()
        let dayCount = random.int(3...12)
        while days.count < dayCount {
            let month = first.adding(random.int(0...(monthCount - 1)))
            days.insert(CalendarDay(year: month.year, month: month.month, day: random.int(1...month.dayCount)))
        }
        line(2, "dates:")
        for (index, day) in days.sorted().enumerated() {
            switch index == 0 ? 0 : random.int(0...5) {
            case 0, 1:
                line(3, "- \(day.text)")
            case 2:
                line(3, "- \"\(day.text)\"")
            case 3:
                line(3, "- {date: \(day.text), selected: true}")
            case 4:
                line(3, "- date: \(day.text)")
                line(4, "enabled: false")
                if random.chance(50) { line(4, "x-reason: \(random.pick(SampleText.closedReasons))") }
            default:
                line(3, "- {date: \(day.text), enabled: true, selected: \(random.chance(50))}")
            }
        }
    }

    /// All headers shown, every colour, font and height given (contrast-safe colours).
    private mutating func writeFullStyle() {
        if random.chance(40) { line(2, "headers: {year: true, month: true, weekday: true}") }
        if useAlias(copying: SharedAnchor.calendarColors.nodeCount) {
            if random.chance(50) {
                line(2, "colors: *\(SharedAnchor.calendarColors.rawValue)")
            } else {
                line(2, "colors:")
                line(3, "<<: *\(SharedAnchor.calendarColors.rawValue)")
                line(3, "tint: \(random.pick(SampleText.calendarTints))")
            }
        } else {
            line(2, "colors:")
            line(3, "tint: \(random.pick(SampleText.calendarTints))")
            line(3, "enabledDayBackground: \(random.pick(SampleText.dayBackgrounds))")
            line(3, "weekdayHeaderText: \(random.pick(["label", "\"#1C1C1E\"", "black"]))")
            for header in ["year", "month"] {
                line(3, "\(header)HeaderText: \(random.pick(SampleText.headerTexts))")
                line(3, "\(header)HeaderBackground: \(random.pick(SampleText.headerBackgrounds))")
            }
        }
        if useAlias(copying: SharedAnchor.calendarFonts.nodeCount) {
            line(2, "fonts: *\(SharedAnchor.calendarFonts.rawValue)")
        } else {
            line(2, "fonts:")
            for font in ["weekdayHeader", "yearHeader", "monthHeader"] where random.chance(60) {
                line(
                    3,
                    "\(font): {size: \(random.pick(SampleText.fontSizes)), weight: \(random.pick(SampleText.fontWeights))}"
                )
            }
            line(3, "day: {size: \(random.pick(SampleText.fontSizes))}")
        }
        if let anchor = headerHeightsAnchor, useAlias(copying: 7) {
            line(2, "headerHeights: *\(anchor)")
        } else {
            let anchor = "header-heights-\(paddedNumber)"
            headerHeightsAnchor = anchor
            line(
                2,
                "headerHeights: &\(anchor) {weekday: \(random.int(24...36)), year: 25.5, month: \(random.int(18...24))}"
            )
        }
    }

    /// The year header hidden, and nothing styled that belongs to it.
    private mutating func writeYearlessStyle() {
        line(2, "headers:")
        line(3, "year: false")
        if random.chance(50) { line(3, "weekday: true") }
        if random.chance(50) {
            line(
                2,
                "colors: {tint: \(random.pick(SampleText.calendarTints)), enabledDayBackground: \(random.pick(SampleText.dayBackgrounds))}"
            )
        }
        if random.chance(40) { line(2, "fonts: {day: {size: \(random.pick(SampleText.fontSizes)), weight: light}}") }
        if random.chance(30) { line(2, "headerHeights: {month: 22, weekday: 28}") }
    }
}

import FormSpec

/// A benchmark spec's calendars, over one to three months (more for calendars of many dates): real
/// days written as plain or quoted strings and as mappings (as many as the mix says), an optional
/// `range` around them, and either full styling (from the shared anchors or written out) or the
/// year header hidden and left unstyled.
enum CalendarBenchmarkControl: BenchmarkControl {
    static let type = ControlType.calendar
    static let share = 18
    static let anchors = [CalendarBenchmark.colors, CalendarBenchmark.fonts]

    static func write(into spec: inout some BenchmarkSpec) {
        spec.writeLabels(spec.pick(CalendarBenchmark.labels))
        if spec.chance(30) { spec.line(2, "locale: \(spec.pick(CalendarBenchmark.locales))") }
        if spec.chance(25) { spec.line(2, "calendar: \(spec.pick(["gregorian", "iso8601"]))") }
        if spec.chance(50) { spec.line(2, "firstWeekday: \(spec.pick(CalendarBenchmark.weekdays))") }
        var dates = spec.mix.calendarDates
        if let many = spec.mix.manyDates, spec.chance(many.percent) { dates = many.dates }
        let first = spec.int(2025...2028) * 12 + spec.int(1...12) - 1
        // At most 20 dates a month, so that the distinct days are soon drawn.
        let monthCount = max(spec.int(1...3), (dates.upperBound + 19) / 20)
        if spec.chance(50) {
            let start = CalendarBenchmark.day(1, ofMonth: first)
            let last = first + monthCount - 1
            let end = CalendarBenchmark.day(CalendarBenchmark.dayCount(ofMonth: last), ofMonth: last)
            if spec.chance(50) {
                spec.line(2, "range: {start: \(start), end: \(end)}")
            } else {
                spec.line(2, "range:")
                spec.line(3, "start: \(start)")
                spec.line(3, "end: \(end)")
            }
        }
        CalendarBenchmark.writeDates(dates, fromMonth: first, monthCount: monthCount, into: &spec)
        if spec.chance(60) {
            CalendarBenchmark.writeFullStyle(into: &spec)
        } else {
            CalendarBenchmark.writeYearlessStyle(into: &spec)
        }
        if spec.chance(50) { spec.line(2, "disabledAlpha: \(spec.pick(["0.4", "0.25", ".5", "1", "0"]))") }
        if spec.chance(15) { spec.line(2, "readOnly: \(spec.chance(70))") }
    }
}

/// What a benchmark spec's calendars are written from, as YAML source. Months are counted as
/// ``CalendarDate/monthIndex`` counts them.
private enum CalendarBenchmark {
    /// The colours calendars alias or merge.
    static let colors = BenchmarkAnchor(
        key: "calendar-colors", name: "calendar-colors", nodeCount: 15,
        lines: [
            "tint: \"#0A4FA8\"", "enabledDayBackground: white", "weekdayHeaderText: \"#1C1C1E\"",
            "yearHeaderText: white", "monthHeaderText: \"#FFFFFF\"", "yearHeaderBackground: \"#333333\"",
            "monthHeaderBackground: \"#1C3D6E\"",
        ])
    /// The fonts calendars alias.
    static let fonts = BenchmarkAnchor(
        key: "calendar-fonts", name: "calendar-fonts", nodeCount: 23,
        lines: [
            "weekdayHeader: {size: 18, weight: semibold}", "yearHeader: {size: 20}",
            "monthHeader: {size: 18, weight: medium}", "day: {size: 30, weight: regular}",
        ])

    static let labels = [
        "Date de livraison",
        "Liefertermin",
        "\"Rendez-vous : choisissez un jour\"",
        "予約日",
        "Fecha de la cita",
        "Pick-up day",
    ]

    /// Colours that keep WCAG contrast: every tint is at least 3:1 on every day background, every
    /// header text at least 4.5:1 on every header background.
    static let tints = ["\"#0A4FA8\"", "\"#B00020\"", "systemBlue", "systemIndigo"]
    static let dayBackgrounds = ["white", "\"#FFFFFF\"", "\"#F2F2F7\""]
    static let headerTexts = ["white", "\"#FFFFFF\"", "\"#fff\""]
    static let headerBackgrounds = ["\"#333333\"", "\"#1C3D6E\"", "black", "systemGray"]

    static let fontSizes = ["16", "17.5", "18", "20", "24", "28", "30"]
    static let fontWeights = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
    static let weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
    static let locales = ["de_DE", "en-GB", "fr_FR", "ja_JP", "es"]
    /// Why a booked day stays selected once it is closed (the reasons of suppressions).
    static let bookedReasons = ["booked before the closure", "gebucht vor der Schließung", "予約済み"]
    static let closedReasons = ["Jour férié", "Inventur", "\"Closed: staff training\"", "定休日"]

    /// The day `day` of the month `month`.
    static func day(_ day: Int, ofMonth month: Int) -> CalendarDate {
        CalendarDate(year: month / 12, month: month % 12 + 1, day: day)
    }

    /// The number of days of the month `month`.
    static func dayCount(ofMonth month: Int) -> Int {
        CalendarDate.days(inMonth: month % 12 + 1, of: month / 12)
    }

    /// `dates` distinct days; the first is always enabled, and no day is selected and disabled
    /// unless a suppression silences it (a mix with suppressions).
    static func writeDates(
        _ dates: ClosedRange<Int>, fromMonth first: Int, monthCount: Int, into spec: inout some BenchmarkSpec
    ) {
        var days = Set<CalendarDate>()
        let count = spec.int(dates)
        while days.count < count {
            let month = first + spec.int(0...(monthCount - 1))
            days.insert(day(spec.int(1...dayCount(ofMonth: month)), ofMonth: month))
        }
        spec.line(2, "dates:")
        let kinds = spec.mix.has(.suppressions) ? 0...6 : 0...5
        for (index, day) in days.sorted().enumerated() {
            switch index == 0 ? 0 : spec.int(kinds) {
            case 0, 1:
                spec.line(3, "- \(day)")
            case 2:
                spec.line(3, "- \"\(day)\"")
            case 3:
                spec.line(3, "- {date: \(day), selected: true}")
            case 4:
                spec.line(3, "- date: \(day)")
                spec.line(4, "enabled: false")
                if spec.chance(50) { spec.line(4, "x-reason: \(spec.pick(closedReasons))") }
            case 5:
                spec.line(3, "- {date: \(day), enabled: true, selected: \(spec.chance(50))}")
            default:
                spec.line(3, "# formspec:disable-next-line calendar.selected-disabled -- \(spec.pick(bookedReasons))")
                spec.line(3, "- {date: \(day), enabled: false, selected: true}")
            }
        }
    }

    /// All headers shown, every colour, font and height given (contrast-safe colours).
    static func writeFullStyle(into spec: inout some BenchmarkSpec) {
        if spec.chance(40) { spec.line(2, "headers: {year: true, month: true, weekday: true}") }
        if spec.useAlias(copying: colors.nodeCount) {
            if spec.chance(50) {
                spec.line(2, "colors: *\(colors.name)")
            } else {
                spec.line(2, "colors:")
                spec.line(3, "<<: *\(colors.name)")
                spec.line(3, "tint: \(spec.pick(tints))")
            }
        } else {
            spec.line(2, "colors:")
            spec.line(3, "tint: \(spec.pick(tints))")
            spec.line(3, "enabledDayBackground: \(spec.pick(dayBackgrounds))")
            spec.line(3, "weekdayHeaderText: \(spec.pick(["label", "\"#1C1C1E\"", "black"]))")
            for header in ["year", "month"] {
                spec.line(3, "\(header)HeaderText: \(spec.pick(headerTexts))")
                spec.line(3, "\(header)HeaderBackground: \(spec.pick(headerBackgrounds))")
            }
        }
        if spec.useAlias(copying: fonts.nodeCount) {
            spec.line(2, "fonts: *\(fonts.name)")
        } else {
            spec.line(2, "fonts:")
            for font in ["weekdayHeader", "yearHeader", "monthHeader"] where spec.chance(60) {
                spec.line(3, "\(font): {size: \(spec.pick(fontSizes)), weight: \(spec.pick(fontWeights))}")
            }
            spec.line(3, "day: {size: \(spec.pick(fontSizes))}")
        }
        if let anchor = spec.latestAnchors["header-heights"], spec.useAlias(copying: 7) {
            spec.line(2, "headerHeights: *\(anchor)")
        } else {
            let anchor = "header-heights-\(spec.paddedNumber)"
            spec.latestAnchors["header-heights"] = anchor
            spec.line(
                2, "headerHeights: &\(anchor) {weekday: \(spec.int(24...36)), year: 25.5, month: \(spec.int(18...24))}")
        }
    }

    /// The year header hidden, and nothing styled that belongs to it.
    static func writeYearlessStyle(into spec: inout some BenchmarkSpec) {
        spec.line(2, "headers:")
        spec.line(3, "year: false")
        if spec.chance(50) { spec.line(3, "weekday: true") }
        if spec.chance(50) {
            spec.line(
                2,
                "colors: {tint: \(spec.pick(tints)), enabledDayBackground: \(spec.pick(dayBackgrounds))}")
        }
        if spec.chance(40) { spec.line(2, "fonts: {day: {size: \(spec.pick(fontSizes)), weight: light}}") }
        if spec.chance(30) { spec.line(2, "headerHeights: {month: 22, weekday: 28}") }
    }
}

extension CalendarDefinition {
    /// RVS_CalendarInput: its displayed months (as many as ``MonthBudget`` allows, and a line
    /// about the others) — the year header before the first month of each year, the month header,
    /// the weekday header (each only when shown, at its declared height, font and colours) and the
    /// days in their four states — then a legend. A calendar's colours, fonts and `disabledAlpha`
    /// are variables on its block, which the page's style reads.
    static func html(_ calendar: CalendarModel, of control: ControlModel, into page: inout PreviewPage) {
        if control.label != nil || control.accessibilityLabel != nil {
            page.writer.open("div", ["class": "row"])
            page.label(of: control, drawnBy: .app)
            page.writer.close("div")
        }
        let locale = calendar.locale == SyntaxDecoder.currentLocale ? CalendarModel.standInLocale : calendar.locale
        let system = calendar.calendar == .current ? CalendarSystem.gregorian : calendar.calendar
        let names = page.caches.update(CalendarNameCache.self) { $0.names(locale: locale, system: system) }
        let day = calendar.fonts[.day]
        let variables = [
            "--tint: \(CSSColor.css(calendar.colors[.tint]))",
            "--day-bg: \(CSSColor.css(calendar.colors[.enabledDayBackground]))",
            "--alpha: \(JSONNumber.text(calendar.disabledAlpha))", "--day-size: \(JSONNumber.text(day.size))px",
            "--day-weight: \(day.weight.cssWeight)",
        ]
        page.writer.open("div", ["class": "calendar", "style": variables.joined(separator: "; ")])
        // The headers' styles, and the weekday header, are the same for every month: made once.
        let yearStyle = headerStyle(
            calendar, .year, font: .yearHeader, text: .yearHeaderText, background: .yearHeaderBackground, radius: 4)
        let monthStyle = headerStyle(
            calendar, .month, font: .monthHeader, text: .monthHeaderText, background: .monthHeaderBackground, radius: 2)
        let first = calendar.displayRange.start.monthIndex
        var next = 0
        let drawn = page.caches.update(MonthBudget.self) { $0.take(for: calendar) }
        for index in first..<(first + drawn) {
            let (year, month) = (index / 12, index % 12 + 1)
            if calendar.headers[.year], index == first || month == 1 {
                page.writer.element("div", ["class": "year-header", "style": yearStyle], text: String(year))
            }
            if calendar.headers[.month] {
                page.writer.element(
                    "div", ["class": "month-header", "style": monthStyle], text: names.monthNames[month - 1])
            }
            if calendar.headers[.weekday] { weekdays(names, calendar, locale: locale, system: system, into: &page) }
            days(year: year, month: month, name: names.monthNames[month - 1], calendar, next: &next, into: &page)
        }
        if let notDrawn = MonthBudget.notDrawn(of: calendar, drawn: drawn) {
            page.writer.element("p", ["class": "not-drawn"], text: notDrawn)
        }
        if drawn > 0 { legend(into: &page) }
        page.writer.close("div")
        var facts = [
            calendar.locale, "calendar: \(calendar.calendar.rawValue)",
            "first weekday: \(calendar.firstWeekday?.rawValue ?? "device's")",
        ]
        if calendar.locale == SyntaxDecoder.currentLocale || calendar.calendar == .current {
            facts.append(
                "drawn as \(locale), \(system.rawValue), \(calendar.drawnFirstWeekday.rawValue) (the device decides at run time)"
            )
        }
        if calendar.readOnly { facts.append("read-only") }
        if let range = calendar.range { facts.append("range \(range.start) to \(range.end)") }
        facts.append("disabledAlpha \(JSONNumber.text(calendar.disabledAlpha))")
        let hidden = CalendarHeader.allCases.filter { !calendar.headers[$0] }
        if !hidden.isEmpty { facts.append("hidden headers: " + hidden.map(\.rawValue).joined(separator: ", ")) }
        page.facts(facts)
    }

    /// What the days' four looks mean (drawn once for the page).
    private static func legend(into page: inout PreviewPage) {
        page.cached("calendar legend") { page in
            page.writer.open("p", ["class": "legend"])
            for (state, meaning) in [
                ("e", "enabled"), ("s", "selected"), ("d", "disabled"), ("x", "selected, disabled"),
            ] {
                page.writer.open("span")
                page.writer.element("span", ["class": "days-\(state)"], text: "")
                page.writer.text(meaning)
                page.writer.close("span")
            }
            page.writer.close("p")
        }
    }

    /// The style of a year or month header: a rounded bar of its height (corner radius height /
    /// `radius`), in its colours and font.
    private static func headerStyle(
        _ calendar: CalendarModel, _ header: CalendarHeader, font role: CalendarFontRole,
        text textRole: CalendarColorRole, background: CalendarColorRole, radius: Double
    ) -> String {
        let height = calendar.headerHeights[header]
        let font = calendar.fonts[role]
        return [
            "height: \(JSONNumber.text(height))px", "border-radius: \(JSONNumber.text(height / radius))px",
            "background: \(CSSColor.css(calendar.colors[background]))",
            "color: \(CSSColor.css(calendar.colors[textRole]))",
            "font-size: \(JSONNumber.text(font.size))px", "font-weight: \(font.weight.cssWeight)",
        ].joined(separator: "; ")
    }

    /// The weekday header: the seven short names from the drawn first weekday, in the header's
    /// height, colour and font (drawn once for every calendar and month that share them).
    private static func weekdays(
        _ names: CalendarNames, _ calendar: CalendarModel, locale: String, system: CalendarSystem,
        into page: inout PreviewPage
    ) {
        let font = calendar.fonts[.weekdayHeader]
        let key = [
            "weekdays", locale, system.rawValue, calendar.drawnFirstWeekday.rawValue,
            JSONNumber.text(calendar.headerHeights[.weekday]),
            calendar.colors[.weekdayHeaderText].canonical, JSONNumber.text(font.size), font.weight.rawValue,
        ].joined(separator: " ")
        page.cached(key) { page in drawWeekdays(names, calendar, into: &page.writer) }
    }

    private static func drawWeekdays(_ names: CalendarNames, _ calendar: CalendarModel, into writer: inout HTMLWriter) {
        let font = calendar.fonts[.weekdayHeader]
        writer.open(
            "div",
            [
                "class": "weekdays",
                "style": [
                    "height: \(JSONNumber.text(calendar.headerHeights[.weekday]))px",
                    "color: \(CSSColor.css(calendar.colors[.weekdayHeaderText]))",
                    "font-size: min(\(JSONNumber.text(font.size))px, 6cqi)", "font-weight: \(font.weight.cssWeight)",
                ].joined(separator: "; "),
            ])
        let start = calendar.drawnFirstWeekday.mondayIndex
        for column in 0..<7 { writer.element("span", text: names.weekdayNames[(start + column) % 7]) }
        writer.close("div")
    }

    /// A month's days, each in its state; `next` is the first of the calendar's sorted dates not
    /// drawn yet.
    private static func days(
        year: Int, month: Int, name: String, _ calendar: CalendarModel, next: inout Int, into page: inout PreviewPage
    ) {
        let monthIndex = year * 12 + month - 1
        let dates = calendar.dates
        while next < dates.count, dates[next].date.monthIndex < monthIndex { next += 1 }
        page.writer.open("div", ["class": "days", "role": "group", "aria-label": "\(name) \(year)"])
        let blank = CalendarDate(year: year, month: month, day: 1).weekday.column(
            inWeekStartingOn: calendar.drawnFirstWeekday)
        for _ in 0..<blank { page.writer.element("span", ["class": "b"], text: "") }
        for day in 1...CalendarDate.days(inMonth: month, of: year) {
            var state = DayCell.disabled
            if next < dates.count, dates[next].date.monthIndex == monthIndex, dates[next].date.day == day {
                state = DayCell(enabled: dates[next].enabled, selected: dates[next].selected)
                next += 1
            }
            page.writer.append(markup: dayCells[state.rawValue][day])
        }
        page.writer.close("div")
    }

    /// A day's cell in one state: `<span class="s" title="selected">22</span>` (a disabled day,
    /// most of them, has no class; `e` enabled, `s` selected, `x` selected but disabled).
    static func dayCell(_ state: DayCell, day: Int, into writer: inout HTMLWriter) {
        switch state {
        case .disabled: writer.element("span", text: String(day))
        case .enabled: writer.element("span", ["class": "e", "title": "enabled"], text: String(day))
        case .selected: writer.element("span", ["class": "s", "title": "selected"], text: String(day))
        case .selectedDisabled:
            writer.element("span", ["class": "x", "title": "selected, disabled"], text: String(day))
        }
    }

    /// ``dayCell(_:day:into:)``'s markup of every state and day (1…31), written once: a large
    /// form's calendars are mostly day cells. Indexed by state, then day.
    static let dayCells: [[[UInt8]]] = DayCell.allCases.map { state in
        (0...31).map { day in
            var writer = HTMLWriter(into: OutputBuffer())
            dayCell(state, day: day, into: &writer)
            return writer.output.bytes
        }
    }
}

extension FontWeight {
    /// The CSS `font-weight` of the weight.
    fileprivate var cssWeight: String {
        switch self {
        case .ultraLight: return "100"
        case .thin: return "200"
        case .light: return "300"
        case .regular: return "400"
        case .medium: return "500"
        case .semibold: return "600"
        case .bold: return "700"
        case .heavy: return "800"
        case .black: return "900"
        }
    }
}

extension CalendarModel {
    /// A calendar resolved: dates sorted, the displayed months computed, every
    /// header, colour, font and height given its default, the first weekday taken from the
    /// locale when the spec gives none (none when the device's locale or calendar decides it). Nil without dates, which only a spec with errors lacks.
    ///
    /// RVS_CalendarInput has no enabled flag of its own: a disabled calendar (`enabled` false)
    /// is one none of whose days can be tapped, so every date's effective `enabled` is false.
    init?(_ syntax: CalendarSyntax, enabled calendarEnabled: Bool, formLocale: String, weekStarts: inout WeekStarts) {
        var dates = syntax.dates.map {
            CalendarDateModel(date: $0.date.value, enabled: calendarEnabled && $0.isEnabled, selected: $0.isSelected,
                              extensions: ExtensionValues($0.extensions))
        }
        dates.sort { $0.date < $1.date }
        guard let first = dates.first?.date, let last = dates.last?.date else { return nil }
        let range = syntax.range.map { CalendarRange(start: $0.value.start.value, end: $0.value.end.value) }
        let locale = syntax.locale?.value ?? formLocale
        let calendar = syntax.calendar?.value ?? .gregorian
        let drawnFirstWeekday = syntax.firstWeekday?.value ?? weekStarts.firstWeekday(locale: locale, calendar: calendar)
        // The device decides the first weekday of its own locale or calendar, except ISO 8601's Monday.
        let isDevices = locale == SyntaxDecoder.currentLocale || calendar == .current
        self.init(
            locale: locale, calendar: calendar,
            firstWeekday: isDevices && syntax.firstWeekday == nil && calendar != .iso8601 ? nil : drawnFirstWeekday,
            drawnFirstWeekday: drawnFirstWeekday,
            readOnly: syntax.readOnly?.value ?? false, range: range,
            displayRange: DisplayRange(from: min(first, range?.start ?? first), to: max(last, range?.end ?? last)),
            dates: dates,
            headers: KeyedValues { syntax.headers[$0]?.value ?? true },
            colors: KeyedValues { syntax.colors[$0]?.value ?? $0.defaultColor },
            fonts: KeyedValues { role in
                let font = syntax.fonts[role]?.value
                return CalendarFont(size: font?.size.value ?? role.defaultSize,
                                    weight: font?.weight?.value ?? CalendarFont.defaultWeight)
            },
            headerHeights: KeyedValues { syntax.headerHeights[$0]?.value ?? $0.defaultHeight },
            disabledAlpha: syntax.disabledAlpha?.value ?? CalendarModel.defaultDisabledAlpha)
    }
}

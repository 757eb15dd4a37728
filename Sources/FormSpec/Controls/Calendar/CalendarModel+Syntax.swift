extension CalendarModel {
    /// A calendar resolved: dates sorted, the displayed months computed, every
    /// header, colour, font and height given its default, the first weekday taken from the
    /// locale when the spec gives none (`weekStart`, asked only then) (none when the device's locale or calendar decides it). Nil without dates, which only a spec with errors lacks,
    /// and without a locale of its own while the form's is not known yet (see `NormalizationContext`).
    ///
    /// RVS_CalendarInput has no enabled flag of its own: a disabled calendar (`enabled` false)
    /// is one none of whose days can be tapped, so every date's effective `enabled` is false.
    init?(
        _ syntax: CalendarSyntax, enabled calendarEnabled: Bool, formLocale: String?,
        weekStart: (_ locale: String, _ calendar: CalendarSystem) -> Weekday
    ) {
        guard let locale = syntax.locale?.value ?? formLocale else { return nil }
        var dates = syntax.dates.map {
            CalendarDateModel(
                date: $0.date.value, enabled: calendarEnabled && $0.isEnabled, selected: $0.isSelected,
                extensions: ExtensionValues($0.extensions))
        }
        dates.sort { $0.date < $1.date }
        guard let first = dates.first?.date, let last = dates.last?.date else { return nil }
        let range = syntax.range.map { CalendarRange(start: $0.value.start.value, end: $0.value.end.value) }
        let calendar = syntax.calendar?.value ?? .gregorian
        let drawnFirstWeekday =
            syntax.firstWeekday?.value ?? weekStart(locale, calendar)
        // The device decides the first weekday of its own locale or calendar, except ISO 8601's Monday.
        let isDevices = locale == SyntaxDecoder.currentLocale || calendar == .current
        self.init(
            locale: locale, calendar: calendar,
            firstWeekday: isDevices && syntax.firstWeekday == nil && calendar != .iso8601 ? nil : drawnFirstWeekday,
            drawnFirstWeekday: drawnFirstWeekday,
            readOnly: syntax.readOnly?.value ?? false, range: range,
            displayRange: DisplayRange(from: min(first, range?.start ?? first), to: max(last, range?.end ?? last)),
            dates: dates,
            // A style mapping not written is the defaults, one set that every such calendar shares.
            headers: syntax.headers.isEmpty ? Defaults.headers : KeyedValues { syntax.headers[$0]?.value ?? true },
            colors: syntax.colors.isEmpty
                ? Defaults.colors : KeyedValues { syntax.colors[$0]?.value ?? $0.defaultColor },
            fonts: syntax.fonts.isEmpty
                ? Defaults.fonts
                : KeyedValues { role in
                    let font = syntax.fonts[role]?.value
                    return CalendarFont(
                        size: font?.size.value ?? role.defaultSize,
                        weight: font?.weight?.value ?? CalendarFont.defaultWeight)
                },
            headerHeights: syntax.headerHeights.isEmpty
                ? Defaults.headerHeights
                : KeyedValues { syntax.headerHeights[$0]?.value ?? $0.defaultHeight },
            disabledAlpha: syntax.disabledAlpha?.value ?? CalendarModel.defaultDisabledAlpha)
    }
}

/// RVS_CalendarInput's styles, for a calendar that writes none of a kind.
private enum Defaults {
    static let headers = KeyedValues<CalendarHeader, Bool> { _ in true }
    static let colors = KeyedValues<CalendarColorRole, Color> { $0.defaultColor }
    static let fonts = KeyedValues<CalendarFontRole, CalendarFont> {
        CalendarFont(size: $0.defaultSize, weight: CalendarFont.defaultWeight)
    }
    static let headerHeights = KeyedValues<CalendarHeader, Double> { $0.defaultHeight }
}

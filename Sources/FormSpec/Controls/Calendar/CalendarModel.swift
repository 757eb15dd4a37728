/// A `calendar` (RVS_CalendarInput), resolved.
package struct CalendarModel: Sendable, Equatable {
    /// The calendar's locale, or else the form's.
    package var locale: String
    package var calendar: CalendarSystem
    /// The declared first weekday, or else the one of the locale and calendar; nil when the
    /// device's locale or calendar (`current`) decides it at run time (not for `iso8601`, whose
    /// weeks start on Monday).
    package var firstWeekday: Weekday?
    /// The first weekday the preview draws with: `firstWeekday`, or the stand-in's.
    package var drawnFirstWeekday: Weekday
    package var readOnly: Bool
    /// The declared `range`.
    package var range: CalendarRange?
    /// The whole months shown: from the month of the earliest of the dates and `range.start`
    /// to the month of the latest of the dates and `range.end`.
    package var displayRange: DisplayRange
    /// The listed dates, sorted.
    package var dates: [CalendarDateModel]
    package var headers: KeyedValues<CalendarHeader, Bool>
    package var colors: KeyedValues<CalendarColorRole, Color>
    package var fonts: KeyedValues<CalendarFontRole, CalendarFont>
    package var headerHeights: KeyedValues<CalendarHeader, Double>
    package var disabledAlpha: Double

    /// The locale that stands in for the device's (`current`) in the preview and for the first
    /// weekday a preview draws.
    package static let standInLocale = "en_US"

    /// RVS_CalendarInput's opacity of disabled days.
    package static let defaultDisabledAlpha = 0.4
}

/// A listed date and its flags.
package struct CalendarDateModel: Sendable, Equatable {
    package var date: CalendarDate
    package var enabled: Bool
    package var selected: Bool
    package var extensions: ExtensionValues
}

/// A calendar's declared `range`.
package struct CalendarRange: Sendable, Equatable {
    package var start: CalendarDate
    package var end: CalendarDate
}

/// The months a calendar shows.
package struct DisplayRange: Sendable, Equatable {
    /// The first day of the first month.
    package var start: CalendarDate
    /// The last day of the last month.
    package var end: CalendarDate
    /// How many months are shown.
    package var months: Int

    /// The whole months from the month of `first` to the month of `last`.
    package init(from first: CalendarDate, to last: CalendarDate) {
        start = CalendarDate(year: first.year, month: first.month, day: 1)
        end = CalendarDate(
            year: last.year, month: last.month, day: CalendarDate.days(inMonth: last.month, of: last.year))
        months = last.monthIndex - first.monthIndex + 1
    }
}

/// A calendar font: point size and weight.
package struct CalendarFont: Sendable, Equatable {
    package var size: Double
    package var weight: FontWeight

    /// The weight of RVS_CalendarInput's fonts, all bold system fonts.
    package static let defaultWeight = FontWeight.bold
}

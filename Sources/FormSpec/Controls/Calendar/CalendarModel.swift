/// A `calendar` (RVS_CalendarInput), resolved.
public struct CalendarModel: Sendable, Equatable {
    /// The calendar's locale, or else the form's.
    public var locale: String
    public var calendar: CalendarSystem
    /// The declared first weekday, or else the one of the locale and calendar; nil when the
    /// device's locale or calendar (`current`) decides it at run time (not for `iso8601`, whose
    /// weeks start on Monday).
    public var firstWeekday: Weekday?
    /// The first weekday the preview draws with: `firstWeekday`, or the stand-in's.
    package var drawnFirstWeekday: Weekday
    public var readOnly: Bool
    /// The declared `range`.
    public var range: CalendarRange?
    /// The whole months shown: from the month of the earliest of the dates and `range.start`
    /// to the month of the latest of the dates and `range.end`.
    public var displayRange: DisplayRange
    /// The listed dates, sorted.
    public var dates: [CalendarDateModel]
    package var headers: KeyedValues<CalendarHeader, Bool>
    package var colors: KeyedValues<CalendarColorRole, Color>
    package var fonts: KeyedValues<CalendarFontRole, CalendarFont>
    package var headerHeights: KeyedValues<CalendarHeader, Double>
    public var disabledAlpha: Double

    /// The locale that stands in for the device's (`current`) in the preview and for the first
    /// weekday a preview draws.
    package static let standInLocale = "en_US"

    /// RVS_CalendarInput's opacity of disabled days.
    package static let defaultDisabledAlpha = 0.4
}

/// A listed date and its flags.
public struct CalendarDateModel: Sendable, Equatable {
    public var date: CalendarDate
    public var enabled: Bool
    public var selected: Bool
    public var extensions: ExtensionValues
}

/// A calendar's declared `range`.
public struct CalendarRange: Sendable, Equatable {
    public var start: CalendarDate
    public var end: CalendarDate
}

/// The months a calendar shows.
public struct DisplayRange: Sendable, Equatable {
    /// The first day of the first month.
    public var start: CalendarDate
    /// The last day of the last month.
    public var end: CalendarDate
    /// How many months are shown.
    public var months: Int

    /// The whole months from the month of `first` to the month of `last`.
    package init(from first: CalendarDate, to last: CalendarDate) {
        start = CalendarDate(year: first.year, month: first.month, day: 1)
        end = CalendarDate(
            year: last.year, month: last.month, day: CalendarDate.days(inMonth: last.month, of: last.year))
        months = last.monthIndex - first.monthIndex + 1
    }
}

/// A calendar font: point size and weight.
public struct CalendarFont: Sendable, Equatable {
    public var size: Double
    public var weight: FontWeight

    /// The weight of RVS_CalendarInput's fonts, all bold system fonts.
    package static let defaultWeight = FontWeight.bold
}

// Generated from the output schema (Schemas/formspec-output.schema.json) by RuntimeSources
// (Sources/FormSpec/CodeGeneration/RuntimeTypes): do not edit. Regenerate with
// FORMSPEC_RECORD=1 swift test --filter RuntimeSourcesTests

/// A calendar (RVS_CalendarInput).
public struct CalendarControl: ControlValue, Equatable {
    /// The calendar system; `current`: the device's, decided at run time.
    public enum CalendarSystem: String, Sendable, Hashable, Codable, CaseIterable {
        case gregorian, iso8601, current
    }

    /// Every colour role.
    public struct Colors: Sendable, Hashable, Codable {
        public let enabledDayBackground: FormColor
        public let monthHeaderBackground: FormColor
        public let monthHeaderText: FormColor
        public let tint: FormColor
        public let weekdayHeaderText: FormColor
        public let yearHeaderBackground: FormColor
        public let yearHeaderText: FormColor

        public init(
            enabledDayBackground: FormColor,
            monthHeaderBackground: FormColor,
            monthHeaderText: FormColor,
            tint: FormColor,
            weekdayHeaderText: FormColor,
            yearHeaderBackground: FormColor,
            yearHeaderText: FormColor
        ) {
            self.enabledDayBackground = enabledDayBackground
            self.monthHeaderBackground = monthHeaderBackground
            self.monthHeaderText = monthHeaderText
            self.tint = tint
            self.weekdayHeaderText = weekdayHeaderText
            self.yearHeaderBackground = yearHeaderBackground
            self.yearHeaderText = yearHeaderText
        }
    }

    /// The whole months shown.
    public struct DisplayRange: Sendable, Hashable, Codable {
        public let end: FormDate
        /// How many months are shown.
        public let months: Int
        public let start: FormDate

        public init(end: FormDate, months: Int, start: FormDate) {
            self.end = end
            self.months = months
            self.start = start
        }
    }

    /// A day of the week.
    public enum Weekday: String, Sendable, Hashable, Codable, CaseIterable {
        case monday, tuesday, wednesday, thursday, friday, saturday, sunday
    }

    /// A system font: its size in points and its weight.
    public struct Font: Sendable, Hashable, Codable {
        /// The font weight.
        public enum Weight: String, Sendable, Hashable, Codable, CaseIterable {
            case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        }

        public let size: Double
        /// The font weight.
        public let weight: Weight

        public init(size: Double, weight: Weight) {
            self.size = size
            self.weight = weight
        }
    }

    /// Every font.
    public struct Fonts: Sendable, Hashable, Codable {
        /// A system font.
        public let day: Font
        /// A system font.
        public let monthHeader: Font
        /// A system font.
        public let weekdayHeader: Font
        /// A system font.
        public let yearHeader: Font

        public init(day: Font, monthHeader: Font, weekdayHeader: Font, yearHeader: Font) {
            self.day = day
            self.monthHeader = monthHeader
            self.weekdayHeader = weekdayHeader
            self.yearHeader = yearHeader
        }
    }

    /// A value for each header: the month's, the weekdays', the year's.
    public struct PerHeader<Value: Sendable & Hashable & Codable>: Sendable, Hashable, Codable {
        public let month: Value
        public let weekday: Value
        public let year: Value

        public init(month: Value, weekday: Value, year: Value) {
            self.month = month
            self.weekday = weekday
            self.year = year
        }
    }

    /// The first and last days of a range.
    public struct DateRange: Sendable, Hashable, Codable {
        public let end: FormDate
        public let start: FormDate

        public init(end: FormDate, start: FormDate) {
            self.end = end
            self.start = start
        }
    }

    /// The declared accessibility label, or else the label.
    public let accessibilityLabel: String?
    /// The calendar system; `current`: the device's, decided at run time.
    public let calendar: CalendarSystem
    /// Every colour role.
    public let colors: Colors
    /// The listed dates, sorted.
    public let dates: [CalendarDateItem]
    /// The opacity of disabled days, 0 to 1.
    public let disabledAlpha: Double
    /// The whole months shown.
    public let displayRange: DisplayRange
    public let enabled: Bool
    /// It can be answered only while this holds.
    public let enabledWhen: FormCondition?
    public let extensions: [String: ExtensionValue]
    /// The declared first weekday, or else the locale's; null when the device's locale or calendar decides it
    /// (`current`), except for `iso8601`.
    public let firstWeekday: Weekday?
    /// Every font.
    public let fonts: Fonts
    /// Every header's height, in points.
    public let headerHeights: PerHeader<Double>
    /// Which headers are shown.
    public let headers: PerHeader<Bool>
    public let id: String
    /// The control's label.
    public let label: String?
    /// The calendar's locale, such as `en_US`, or `current`.
    public let locale: String
    /// The most answers it takes.
    public let maxSelected: Int?
    /// The message when it has more.
    public let maxSelectedMessage: String?
    /// The fewest answers it takes.
    public let minSelected: Int?
    /// The message when it has fewer.
    public let minSelectedMessage: String?
    /// The declared range.
    public let range: DateRange?
    /// Whether the calendar only shows its dates (RVS_CalendarInput's read-only mode).
    public let readOnly: Bool
    /// Whether it must be answered whenever it is shown.
    public let required: Bool
    /// The message when it is not answered.
    public let requiredMessage: String?
    /// It must be answered while this holds (and it is shown).
    public let requiredWhen: FormCondition?
    /// It is shown only while this holds.
    public let visibleWhen: FormCondition?

    public init(
        accessibilityLabel: String?,
        calendar: CalendarSystem,
        colors: Colors,
        dates: [CalendarDateItem],
        disabledAlpha: Double,
        displayRange: DisplayRange,
        enabled: Bool,
        enabledWhen: FormCondition?,
        extensions: [String: ExtensionValue],
        firstWeekday: Weekday?,
        fonts: Fonts,
        headerHeights: PerHeader<Double>,
        headers: PerHeader<Bool>,
        id: String,
        label: String?,
        locale: String,
        maxSelected: Int?,
        maxSelectedMessage: String?,
        minSelected: Int?,
        minSelectedMessage: String?,
        range: DateRange?,
        readOnly: Bool,
        required: Bool,
        requiredMessage: String?,
        requiredWhen: FormCondition?,
        visibleWhen: FormCondition?
    ) {
        self.accessibilityLabel = accessibilityLabel
        self.calendar = calendar
        self.colors = colors
        self.dates = dates
        self.disabledAlpha = disabledAlpha
        self.displayRange = displayRange
        self.enabled = enabled
        self.enabledWhen = enabledWhen
        self.extensions = extensions
        self.firstWeekday = firstWeekday
        self.fonts = fonts
        self.headerHeights = headerHeights
        self.headers = headers
        self.id = id
        self.label = label
        self.locale = locale
        self.maxSelected = maxSelected
        self.maxSelectedMessage = maxSelectedMessage
        self.minSelected = minSelected
        self.minSelectedMessage = minSelectedMessage
        self.range = range
        self.readOnly = readOnly
        self.required = required
        self.requiredMessage = requiredMessage
        self.requiredWhen = requiredWhen
        self.visibleWhen = visibleWhen
    }
}

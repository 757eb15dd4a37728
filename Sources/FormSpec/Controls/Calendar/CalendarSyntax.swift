import FormSpecYAML

/// A `calendar` (RVS_CalendarInput).
public struct CalendarSyntax: ControlSyntaxBody {
    /// The `dates` key, for findings about the whole list.
    public var datesKeyRange: SourceRange?
    /// The dates that were valid, in the order written.
    public var dates: [CalendarDateSyntax]
    public var range: Located<CalendarRangeSyntax>?
    /// The style mappings, by role.
    public var headers: WrittenValues<CalendarHeader, Located<Bool>>
    public var colors: WrittenValues<CalendarColorRole, Located<Color>>
    public var fonts: WrittenValues<CalendarFontRole, Located<CalendarFontSyntax>>
    public var headerHeights: WrittenValues<CalendarHeader, Located<Double>>
    public var disabledAlpha: Located<Double>?
    public var readOnly: Located<Bool>?
    public var firstWeekday: Located<Weekday>?
    /// Normalized with `_`.
    public var locale: Located<String>?
    public var calendar: Located<CalendarSystem>?
}

/// One entry of `dates`: a plain date, or a mapping with `date`, `enabled`, `selected`.
public struct CalendarDateSyntax: Sendable {
    public var date: Located<CalendarDate>
    public var enabled: Located<Bool>?
    public var selected: Located<Bool>?
    public var extensions: [Extension]

    public var isEnabled: Bool { enabled?.value ?? true }
    public var isSelected: Bool { selected?.value ?? false }
}

/// A calendar's `range`.
public struct CalendarRangeSyntax: Sendable {
    public var start: Located<CalendarDate>
    public var end: Located<CalendarDate>
}

/// A calendar font: `size` and `weight`.
public struct CalendarFontSyntax: Sendable {
    public var size: Located<Double>
    public var weight: Located<FontWeight>?
}

/// The three headers a calendar can show or hide (keys of `headers` and `headerHeights`).
public enum CalendarHeader: String, Vocabulary {
    case year, month, weekday
    public static let meaning = "a calendar header"
    public static let words = WordTable<Self>()

    /// RVS_CalendarInput's default height of the header, in points.
    public var defaultHeight: Double {
        switch self {
        case .year: return 25
        case .month: return 20
        case .weekday: return 30
        }
    }
}

/// The keys of a calendar's `colors`, with their defaults.
public enum CalendarColorRole: String, Vocabulary {
    case tint, enabledDayBackground, weekdayHeaderText, yearHeaderText, monthHeaderText
    case yearHeaderBackground, monthHeaderBackground
    public static let meaning = "a calendar colour"
    public static let words = WordTable<Self>()

    /// RVS_CalendarInput's default for the role.
    public var defaultColor: Color {
        switch self {
        case .tint: return .named(.systemBlue)
        case .enabledDayBackground: return .named(.white)
        case .weekdayHeaderText: return .named(.label)
        case .yearHeaderText, .monthHeaderText: return .named(.white)
        case .yearHeaderBackground: return .named(.systemGray)
        case .monthHeaderBackground: return .named(.systemGray2)
        }
    }

    /// The header the colour styles, if it styles one.
    public var header: CalendarHeader? {
        switch self {
        case .tint, .enabledDayBackground: return nil
        case .weekdayHeaderText: return .weekday
        case .yearHeaderText, .yearHeaderBackground: return .year
        case .monthHeaderText, .monthHeaderBackground: return .month
        }
    }
}

/// The keys of a calendar's `fonts`, with their default sizes.
public enum CalendarFontRole: String, Vocabulary {
    case weekdayHeader, yearHeader, monthHeader, day
    public static let meaning = "a calendar font"
    public static let words = WordTable<Self>()

    /// RVS_CalendarInput's default point size (all default fonts are bold).
    public var defaultSize: Double {
        switch self {
        case .weekdayHeader, .monthHeader: return 18
        case .yearHeader: return 20
        case .day: return 30
        }
    }

    /// The header the font styles, if it styles one.
    public var header: CalendarHeader? {
        switch self {
        case .weekdayHeader: return .weekday
        case .yearHeader: return .year
        case .monthHeader: return .month
        case .day: return nil
        }
    }
}

import FormSpecYAML

/// A `calendar` (RVS_CalendarInput).
package struct CalendarSyntax: ControlSyntaxBody {
    /// The `dates` key, for findings about the whole list.
    package var datesKeyRange: SourceRange?
    /// The dates that were valid, in the order written.
    package var dates: [CalendarDateSyntax]
    package var range: Located<CalendarRangeSyntax>?
    /// The style mappings, by role.
    package var headers: WrittenValues<CalendarHeader, Located<Bool>>
    package var colors: WrittenValues<CalendarColorRole, Located<Color>>
    package var fonts: WrittenValues<CalendarFontRole, Located<CalendarFontSyntax>>
    package var headerHeights: WrittenValues<CalendarHeader, Located<Double>>
    package var disabledAlpha: Located<Double>?
    package var readOnly: Located<Bool>?
    package var firstWeekday: Located<Weekday>?
    /// Normalized with `_`.
    package var locale: Located<String>?
    package var calendar: Located<CalendarSystem>?
}

/// One entry of `dates`: a plain date, or a mapping with `date`, `enabled`, `selected`.
package struct CalendarDateSyntax: Sendable {
    package var date: Located<CalendarDate>
    package var enabled: Located<Bool>?
    package var selected: Located<Bool>?
    package var extensions: [Extension]

    package var isEnabled: Bool { enabled?.value ?? true }
    package var isSelected: Bool { selected?.value ?? false }
}

/// A calendar's `range`.
package struct CalendarRangeSyntax: Sendable {
    package var start: Located<CalendarDate>
    package var end: Located<CalendarDate>
}

/// A calendar font: `size` and `weight`.
package struct CalendarFontSyntax: Sendable {
    package var size: Located<Double>
    package var weight: Located<FontWeight>?
}

/// The three headers a calendar can show or hide (keys of `headers` and `headerHeights`).
public enum CalendarHeader: String, Vocabulary {
    case year, month, weekday
    package static let meaning = "a calendar header"
    package static let words = WordTable<Self>()

    /// RVS_CalendarInput's default height of the header, in points.
    package var defaultHeight: Double {
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
    package static let meaning = "a calendar colour"
    package static let words = WordTable<Self>()

    /// RVS_CalendarInput's default for the role.
    package var defaultColor: Color {
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
    package var header: CalendarHeader? {
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
    package static let meaning = "a calendar font"
    package static let words = WordTable<Self>()

    /// RVS_CalendarInput's default point size (all default fonts are bold).
    package var defaultSize: Double {
        switch self {
        case .weekdayHeader, .monthHeader: return 18
        case .yearHeader: return 20
        case .day: return 30
        }
    }

    /// The header the font styles, if it styles one.
    package var header: CalendarHeader? {
        switch self {
        case .weekdayHeader: return .weekday
        case .yearHeader: return .year
        case .monthHeader: return .month
        case .day: return nil
        }
    }
}

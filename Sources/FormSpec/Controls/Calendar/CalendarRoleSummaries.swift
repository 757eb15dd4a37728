extension CalendarColorRole {
    /// What the colour paints, for the input schema.
    var summary: String {
        switch self {
        case .tint: return "The text of enabled days and the background of selected ones."
        case .enabledDayBackground: return "The background of enabled, unselected days."
        case .weekdayHeaderText: return "The weekday names."
        case .yearHeaderText: return "The year header's text."
        case .monthHeaderText: return "The month header's text."
        case .yearHeaderBackground: return "The year header's background."
        case .monthHeaderBackground: return "The month header's background."
        }
    }
}

extension CalendarFontRole {
    /// What the font draws, for the input schema.
    var summary: String {
        switch self {
        case .weekdayHeader: return "The weekday names."
        case .yearHeader: return "The year header."
        case .monthHeader: return "The month header."
        case .day: return "The day numbers."
        }
    }
}

/// The closed word sets of SPEC §2, one per key that takes a word.

/// The five controls a form can hold.
public enum ControlType: String, Vocabulary {
    case checkbox, toggle, checkboxGroup, radioGroup, calendar
    public static let meaning = "a control type"
    public static let words = WordTable<Self>()
}

/// A checkbox's state: OFF, CLEAR (indeterminate) or ON.
public enum CheckboxState: String, Vocabulary {
    case on, off, clear
    public static let meaning = "a checkbox state"
    public static let words = WordTable<Self>()
}

/// A toggle's state.
public enum ToggleState: String, Vocabulary {
    case on, off
    public static let meaning = "a toggle state"
    public static let words = WordTable<Self>()
}

/// How a checkbox is drawn: SF Symbols or the spec's own images.
public enum CheckboxAppearance: String, Vocabulary {
    case symbols, custom
    public static let meaning = "a checkbox appearance"
    public static let words = WordTable<Self>()
}

/// Whether custom images are tinted (`template`) or drawn in their own colours.
public enum ImageRendering: String, Vocabulary {
    case template, original
    public static let meaning = "an image rendering"
    public static let words = WordTable<Self>()
}

/// The direction a group lays its items out in.
public enum GroupAxis: String, Vocabulary {
    case vertical, horizontal
    public static let meaning = "an axis"
    public static let words = WordTable<Self>()
}

/// A Spark selection control's intent.
public enum GroupIntent: String, Vocabulary {
    case basic, error
    public static let meaning = "an intent"
    public static let words = WordTable<Self>()
}

/// A day of the week, for a calendar's first weekday.
public enum Weekday: String, Vocabulary {
    case monday, tuesday, wednesday, thursday, friday, saturday, sunday
    public static let meaning = "a weekday"
    public static let words = WordTable<Self>()
}

/// A calendar system.
public enum CalendarSystem: String, Vocabulary {
    case gregorian, iso8601
    public static let meaning = "a calendar"
    public static let words = WordTable<Self>()
}

/// A system font weight.
public enum FontWeight: String, Vocabulary {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    public static let meaning = "a font weight"
    public static let words = WordTable<Self>()
}

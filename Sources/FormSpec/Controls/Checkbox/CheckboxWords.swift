/// The words and keys of a checkbox's own values.

/// A checkbox's state: OFF, CLEAR (indeterminate) or ON.
public enum CheckboxState: String, Vocabulary {
    case on, off, clear
    public static let meaning = "a checkbox state"
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

/// A checkbox's `images` keys.
public enum CheckboxImagesKey: String, Vocabulary {
    case on, off, clear, rendering
    public static let meaning = "a key of 'images'"
    public static let words = WordTable<Self>()
}

/// The key of an image written as an SF Symbol: `{symbol: heart.fill}`.
enum CheckboxSymbolKey: String, Vocabulary {
    case symbol
    static let meaning = "a key of an SF Symbol image"
    static let words = WordTable<Self>()
}

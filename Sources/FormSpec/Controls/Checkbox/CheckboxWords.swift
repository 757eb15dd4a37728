/// The words and keys of a checkbox's own values.

/// A checkbox's state: OFF, CLEAR (indeterminate) or ON.
public enum CheckboxState: String, Vocabulary {
    case on, off, clear
    package static let meaning = "a checkbox state"
    package static let words = WordTable<Self>()
}

/// How a checkbox is drawn: SF Symbols or the spec's own images.
public enum CheckboxAppearance: String, Vocabulary {
    case symbols, custom
    package static let meaning = "a checkbox appearance"
    package static let words = WordTable<Self>()
}

/// Whether custom images are tinted (`template`) or drawn in their own colours.
public enum ImageRendering: String, Vocabulary {
    case template, original
    package static let meaning = "an image rendering"
    package static let words = WordTable<Self>()
}

/// A checkbox's `images` keys.
package enum CheckboxImagesKey: String, Vocabulary {
    case on, off, clear, rendering
    package static let meaning = "a key of 'images'"
    package static let words = WordTable<Self>()
}

/// The key of an image written as an SF Symbol: `{symbol: heart.fill}`.
enum CheckboxSymbolKey: String, Vocabulary {
    case symbol
    static let meaning = "a key of an SF Symbol image"
    static let words = WordTable<Self>()
}

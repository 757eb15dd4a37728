/// A toggle's state.
public enum ToggleState: String, Vocabulary {
    case on, off
    package static let meaning = "a toggle state"
    package static let words = WordTable<Self>()
}

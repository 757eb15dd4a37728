/// A toggle's state.
public enum ToggleState: String, Vocabulary {
    case on, off
    public static let meaning = "a toggle state"
    public static let words = WordTable<Self>()
}

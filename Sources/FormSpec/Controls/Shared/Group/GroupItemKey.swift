/// A group item's keys.
public enum GroupItemKey: String, Vocabulary {
    case id, label, accessibilityLabel, enabled
    public static let meaning = "a key of a group item"
    public static let words = WordTable<Self>()

    /// The keys it must hold.
    static let required: [GroupItemKey] = [.id]
}

/// A group item's keys.
package enum GroupItemKey: String, Vocabulary {
    case id, label, accessibilityLabel, enabled, enabledWhen
    package static let meaning = "a key of a group item"
    package static let words = WordTable<Self>()

    /// The keys it must hold.
    static let required: [GroupItemKey] = [.id]
}

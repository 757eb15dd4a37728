/// Every key a control of some type may hold: the names, shared by all controls; each
/// definition says which of them its type has (`ControlType.keys`).
package enum ControlKey: String, Vocabulary {
    case type, id, label, accessibilityLabel, enabled
    case threeState, state, value, appearance, images, useOffImageForClear, haptics, tint
    case title, items, selected, axis, intent
    case dates, range, headers, colors, fonts, headerHeights, disabledAlpha, readOnly, firstWeekday, locale, calendar
    package static let meaning = "a key of a control"
    package static let words = WordTable<Self>()

    /// The keys every control has.
    static let common: [ControlKey] = [.type, .id, .label, .accessibilityLabel, .enabled]

    /// The keys that give a control its label, unless its type says otherwise.
    static let labelling: [ControlKey] = [.label, .accessibilityLabel]

    /// The keys every control must hold.
    static let required: [ControlKey] = [.type, .id]
}

/// The values written for some keys of a vocabulary (a calendar's colour for each role it sets):
/// an array in `Key.allCases` order instead of a dictionary, empty when no key is written; and
/// the keys written, whether their values could be read or not, or under other names.
package struct WrittenValues<Key: Vocabulary, Value: Sendable>: Sendable {
    private var slots: [Value?] = []
    package internal(set) var writtenKeys = WrittenKeys<Key>()

    package subscript(key: Key) -> Value? {
        get { slots.isEmpty ? nil : slots[key.position] }
        set {
            if slots.isEmpty { slots = Array(repeating: nil, count: Key.allCases.count) }
            slots[key.position] = newValue
        }
    }

    /// Whether no key is written.
    var isEmpty: Bool { slots.isEmpty }

    /// The written values, in the vocabulary's order.
    package var values: [Value] { slots.compactMap { $0 } }
}

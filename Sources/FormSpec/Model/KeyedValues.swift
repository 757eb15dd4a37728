/// A value for every case of a vocabulary: a calendar's colour for each role, its height for
/// each header. Iterating follows the vocabulary's own order, so it is the same on every run.
package struct KeyedValues<Key: Vocabulary, Value: Sendable & Equatable>: Sendable, Equatable {
    /// The values in `Key.allCases` order.
    private(set) var values: [Value]

    /// Each key's value, as `value` gives it.
    package init(_ value: (Key) throws -> Value) rethrows {
        values = try Key.words.cases.map(value)
    }

    package subscript(key: Key) -> Value {
        get { values[key.position] }
        set { values[key.position] = newValue }
    }
}

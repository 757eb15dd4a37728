/// Some keys of a vocabulary, as one bit each: the keys a mapping was written with, kept without
/// an array per mapping.
package struct KeySet<Key: Vocabulary>: Sendable {
    private var bits: UInt64 = 0

    /// The set of `keys`.
    init(_ keys: [Key]) {
        for key in keys { insert(position: key.position) }
    }

    init() {}

    package func contains(_ key: Key) -> Bool {
        bits & KeySet.bit(at: key.position) != 0
    }

    /// Inserts the key at `position` in `Key.allCases`.
    mutating func insert(position: Int) {
        bits |= KeySet.bit(at: position)
    }

    /// The bit of the key at `position` in `Key.allCases` (a vocabulary has at most 64 words).
    private static func bit(at position: Int) -> UInt64 {
        precondition(position < 64, "a key set holds at most 64 keys")
        return 1 << UInt64(position)
    }
}

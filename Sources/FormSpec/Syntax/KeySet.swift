/// Some keys of a vocabulary, as one bit each: the keys a mapping was written with, kept without
/// an array per mapping.
public struct KeySet<Key: Vocabulary>: Sendable {
    private var bits: UInt64 = 0

    public func contains(_ key: Key) -> Bool {
        bits & KeySet.bit(of: key) != 0
    }

    /// Inserts the key at `position` in `Key.allCases`.
    mutating func insert(position: Int) {
        precondition(position < 64, "a key set holds at most 64 keys")
        bits |= 1 << UInt64(position)
    }

    /// The key's bit, by its position in `Key.allCases` (a vocabulary has at most 64 words).
    private static func bit(of key: Key) -> UInt64 {
        precondition(key.position < 64, "a key set holds at most 64 keys")
        return 1 << UInt64(key.position)
    }
}

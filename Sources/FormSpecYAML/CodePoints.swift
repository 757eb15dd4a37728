/// Text compared as YAML compares scalars: by its Unicode scalars (code points). Swift's `==` and
/// hashing of `String` compare canonical equivalence instead, under which `é` (U+00E9) and
/// `e` + U+0301, or `Å` (U+00C5) and the Ångström sign (U+212B), are the same string; for YAML
/// they are different keys. UTF-8 spells each sequence of scalars one way only, so comparing the
/// bytes compares the scalars, without decoding them.
extension String {
    /// Whether this string holds the same Unicode scalars as `other`, in the same order.
    package func hasSameCodePoints(as other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        let same = utf8.withContiguousStorageIfAvailable { left in
            other.utf8.withContiguousStorageIfAvailable { right in left.elementsEqual(right) }
        }
        return (same ?? nil) ?? utf8.elementsEqual(other.utf8)
    }

    /// Feeds this string's Unicode scalars to `hasher`: two strings hash alike when they have the
    /// same code points (`hasSameCodePoints(as:)`).
    package func hashCodePoints(into hasher: inout Hasher) {
        hasher.combine(utf8.count)
        if utf8.withContiguousStorageIfAvailable({ hasher.combine(bytes: UnsafeRawBufferPointer($0)) }) == nil {
            for byte in utf8 { hasher.combine(byte) }
        }
    }
}

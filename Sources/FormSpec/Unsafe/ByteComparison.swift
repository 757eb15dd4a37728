#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Comparisons of bytes in place with `memcmp`, without copying them or comparing them one by one.
enum ByteComparison {
    /// Negative when the UTF-8 bytes of `lhs` sort before those of `rhs` (a prefix first), zero
    /// when they are the same, positive otherwise.
    @inline(__always)
    static func order(_ lhs: String, _ rhs: String) -> Int {
        var lhs = lhs
        var rhs = rhs
        return lhs.withUTF8 { left in
            rhs.withUTF8 { right in
                let common = min(left.count, right.count)
                if common > 0, let leftBytes = left.baseAddress, let rightBytes = right.baseAddress {
                    let order = memcmp(leftBytes, rightBytes, common)
                    if order != 0 { return Int(order) }
                }
                return left.count - right.count
            }
        }
    }

    /// Whether `lhs` and `rhs` hold the same bytes.
    @inline(__always)
    static func equal(_ lhs: ArraySlice<UInt8>, _ rhs: [UInt8]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        guard !rhs.isEmpty else { return true }
        return lhs.withUnsafeBufferPointer { left in
            rhs.withUnsafeBufferPointer { right in memcmp(left.baseAddress!, right.baseAddress!, right.count) == 0 }
        }
    }
}

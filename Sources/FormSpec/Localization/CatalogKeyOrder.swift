/// The order Xcode writes the keys of a String Catalog's objects in, Foundation's sorted-keys
/// order: case-insensitively, runs of digits by their number (`item2` before `item10`), and
/// two keys that are equal so are ordered by their characters' code points.
package enum CatalogKeyOrder {
    /// Whether `lhs` comes before `rhs`.
    package static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        let order = compare(Array(lhs.unicodeScalars), Array(rhs.unicodeScalars))
        return order == 0
            ? Array(lhs.unicodeScalars.map(\.value)).lexicographicallyPrecedes(rhs.unicodeScalars.map(\.value))
            : order < 0
    }

    /// -1, 0 or 1, case-insensitively with numbers compared by value.
    private static func compare(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar]) -> Int {
        var (left, right) = (0, 0)
        while left < lhs.count, right < rhs.count {
            if isDigit(lhs[left]), isDigit(rhs[right]) {
                let leftEnd = lhs[left...].firstIndex { !isDigit($0) } ?? lhs.count
                let rightEnd = rhs[right...].firstIndex { !isDigit($0) } ?? rhs.count
                let order = compareNumbers(lhs[left..<leftEnd], rhs[right..<rightEnd])
                if order != 0 { return order }
                (left, right) = (leftEnd, rightEnd)
                continue
            }
            let (a, b) = (folded(lhs[left]), folded(rhs[right]))
            if a != b { return a < b ? -1 : 1 }
            left += 1
            right += 1
        }
        let (leftRest, rightRest) = (lhs.count - left, rhs.count - right)
        return leftRest == rightRest ? 0 : (leftRest < rightRest ? -1 : 1)
    }

    /// Two runs of digits by the numbers they write.
    private static func compareNumbers(_ lhs: ArraySlice<Unicode.Scalar>, _ rhs: ArraySlice<Unicode.Scalar>) -> Int {
        let left = lhs.drop { $0 == "0" }.map(\.value)
        let right = rhs.drop { $0 == "0" }.map(\.value)
        if left.count != right.count { return left.count < right.count ? -1 : 1 }
        if left == right { return 0 }
        return left.lexicographicallyPrecedes(right) ? -1 : 1
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    /// The scalar's value, lowercased when it is a letter that has one lowercase form.
    private static func folded(_ scalar: Unicode.Scalar) -> UInt32 {
        let lower = scalar.properties.lowercaseMapping.unicodeScalars
        return lower.count == 1 ? lower.first!.value : scalar.value
    }
}

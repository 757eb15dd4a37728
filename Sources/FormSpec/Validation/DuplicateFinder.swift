import FormSpecYAML

/// Finds values written more than once and reports each repeat at its place with a note at the
/// first occurrence. A short list (a group's items, most calendars' dates) is compared value by
/// value, which is several times faster than hashing it; a long one is hashed, each value's hash
/// standing for it (a form's tens of thousands of control ids take half the memory of a table of
/// the values themselves).
enum DuplicateFinder {
    private static let linearLimit = 16

    static func report<Value: Hashable>(
        _ values: [Located<Value>], as id: DiagnosticID, into sink: inout DiagnosticCollector,
        message: (Value) -> String
    ) {
        guard values.count > linearLimit else {
            for (index, value) in values.enumerated() {
                if let earlier = values[..<index].first(where: { $0.value == value.value }) {
                    sink.report(
                        id, message(value.value), at: value.place, notes: [("first written here", earlier.place)])
                }
            }
            return
        }
        // The position of the first value of each hash.
        var first: [Int: Int] = [:]
        first.reserveCapacity(values.count)
        for (position, value) in values.enumerated() {
            let hash = value.value.hashValue
            // One probe for the common case, a value not seen: the rare repeat puts its first back.
            guard let earlier = first.updateValue(position, forKey: hash) else { continue }
            first[hash] = earlier
            // Two values that share a hash and differ are compared one by one.
            let same =
                values[earlier].value == value.value
                ? values[earlier] : values[..<position].first { $0.value == value.value }
            if let same {
                sink.report(id, message(value.value), at: value.place, notes: [("first written here", same.place)])
            }
        }
    }
}

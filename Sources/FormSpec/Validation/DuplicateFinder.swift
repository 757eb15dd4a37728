import FormSpecYAML

/// Finds values written more than once and reports each repeat at its place with a note at the
/// first occurrence. A short list (a group's items, most calendars' dates) is compared value by
/// value, which is several times faster than hashing it; a long one is hashed.
enum DuplicateFinder {
    private static let linearLimit = 16

    static func report<Value: Hashable>(_ values: [Located<Value>], as id: DiagnosticID, into sink: inout DiagnosticCollector,
                                        message: (Value) -> String) {
        guard values.count > linearLimit else {
            for (index, value) in values.enumerated() {
                if let earlier = values[..<index].first(where: { $0.value == value.value }) {
                    sink.report(id, message(value.value), at: value.place, notes: [("first written here", earlier.place)])
                }
            }
            return
        }
        var first: [Value: SourcePlace] = [:]
        first.reserveCapacity(values.count)
        for value in values {
            if let earlier = first[value.value] {
                sink.report(id, message(value.value), at: value.place, notes: [("first written here", earlier)])
            } else {
                first[value.value] = value.place
            }
        }
    }
}

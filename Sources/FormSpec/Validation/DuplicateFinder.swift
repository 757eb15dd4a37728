import FormSpecYAML

/// Finds values written more than once, by hashing, and reports each repeat at its place with a
/// note at the first occurrence.
enum DuplicateFinder {
    static func report<Value: Hashable>(_ values: [Located<Value>], as id: DiagnosticID, into sink: inout DiagnosticSink,
                                        message: (Value) -> String) {
        var first: [Value: SourcePlace] = [:]
        for value in values {
            if let earlier = first[value.value] {
                sink.report(id, message(value.value), at: value.place, notes: [("first written here", earlier)])
            } else {
                first[value.value] = value.place
            }
        }
    }
}

/// A value that writes itself into a ``JSONStream``. The model types write their members in the
/// canonical order of their keys, one `stream.member("key", value)` each, so that writing a form
/// sorts nothing and copies nothing.
protocol JSONStreamable {
    func write(to stream: inout JSONStream)
}

extension JSONStream {
    /// Writes a member whose key is one of the compiler's own.
    mutating func member(_ key: StaticString, _ value: some JSONStreamable) {
        self.key(key)
        value.write(to: &self)
    }

    /// Writes an array of `elements`.
    mutating func array(_ elements: [some JSONStreamable]) {
        beginArray()
        for element in elements {
            self.element()
            element.write(to: &self)
        }
        endArray()
    }

    /// Writes an object with a member for every key of `values`, in `order`.
    mutating func object<Key, Value: JSONStreamable>(_ values: KeyedValues<Key, Value>, order: KeyOrder<Key>) {
        beginObject()
        for (name, index) in order.keys {
            key(name)
            values.values[index].write(to: &self)
        }
        endObject()
    }
}

/// The cases of a vocabulary in the canonical order of their spellings, each with its position
/// in `allCases`: the order in which a ``KeyedValues`` is written as an object.
struct KeyOrder<Key: Vocabulary>: Sendable {
    let keys: [(name: String, index: Int)]

    init() {
        keys = Key.allCases.enumerated().map { ($1.rawValue, $0) }.sorted { JSONWriter.codePointOrder($0.name, $1.name) }
    }
}

extension String: JSONStreamable {
    func write(to stream: inout JSONStream) { stream.string(self) }
}

extension Bool: JSONStreamable {
    func write(to stream: inout JSONStream) { stream.bool(self) }
}

extension Int: JSONStreamable {
    func write(to stream: inout JSONStream) { stream.int(self) }
}

extension Double: JSONStreamable {
    func write(to stream: inout JSONStream) { stream.double(self) }
}

extension CalendarDate: JSONStreamable {
    func write(to stream: inout JSONStream) { stream.date(self) }
}

extension Color: JSONStreamable {
    func write(to stream: inout JSONStream) { stream.color(self) }
}

extension JSONValue: JSONStreamable {
    func write(to stream: inout JSONStream) { stream.value(self) }
}

extension Optional: JSONStreamable where Wrapped: JSONStreamable {
    /// The value, or `null`.
    func write(to stream: inout JSONStream) {
        if let value = self { value.write(to: &stream) } else { stream.null() }
    }
}

extension Array: JSONStreamable where Element: JSONStreamable {
    func write(to stream: inout JSONStream) { stream.array(self) }
}

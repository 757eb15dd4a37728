/// A value that writes itself into a ``JSONStream``. Objects declare their members once
/// (``JSONObject``), so that writing a form sorts nothing and copies nothing.
protocol JSONStreamable {
    func write(to stream: inout JSONStream)
}

extension JSONStream {
    /// Writes an array of `elements`.
    mutating func array(_ elements: [some JSONStreamable]) {
        beginArray()
        for element in elements {
            self.element()
            element.write(to: &self)
        }
        endArray()
    }
}

extension KeyedValues: JSONStreamable where Value: JSONStreamable {
    /// An object with a member for every key, in the code-point order of the keys.
    func write(to stream: inout JSONStream) {
        stream.beginObject()
        for (spelling, position) in Key.words.codePointOrder {
            stream.key(spelling)
            values[position].write(to: &stream)
        }
        stream.endObject()
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

/// One member of an object written from a model value: its key and how to write its value.
/// A type lists its members once, sorted by ``sorted(_:)``, so that writing follows the
/// canonical key order without sorting anything per value.
struct JSONMember<Model>: Sendable {
    let key: JSONKey
    let write: @Sendable (Model, inout JSONStream) -> Void

    init(_ key: String, _ write: @escaping @Sendable (Model, inout JSONStream) -> Void) {
        self.key = JSONKey(key)
        self.write = write
    }

    /// The spellings of a vocabulary's cases in canonical order, each with the case's position
    /// in `allCases`.
    static func sortedCases<Key: Vocabulary>(of _: Key.Type) -> [(key: JSONKey, index: Int)] {
        Key.allCases.enumerated().map { (JSONKey($1.rawValue), $0) }.sorted { JSONWriter.codePointOrder($0.key.name, $1.key.name) }
    }

    /// The members in the canonical order of their keys.
    static func sorted(_ members: [JSONMember]) -> [JSONMember] {
        members.sorted { JSONWriter.codePointOrder($0.key.name, $1.key.name) }
    }
}

extension JSONStream {
    /// Writes `model` as an object of `members`, which must be sorted.
    mutating func object<Model>(_ model: Model, _ members: [JSONMember<Model>]) {
        beginObject()
        for member in members {
            key(member.key)
            member.write(model, &self)
        }
        endObject()
    }

    /// Writes an object with a member for every key of `values`, in `order` (see ``sortedCases(of:)``).
    mutating func object<Key, Value>(_ values: KeyedValues<Key, Value>, order: [(key: JSONKey, index: Int)],
                                     _ write: (Value, inout JSONStream) -> Void) {
        beginObject()
        for (name, index) in order {
            key(name)
            write(values.values[index], &self)
        }
        endObject()
    }

    /// Writes an array of `elements`, each with `write`.
    mutating func array<Element>(_ elements: [Element], _ write: (Element, inout JSONStream) -> Void) {
        beginArray()
        for element in elements {
            self.element()
            write(element, &self)
        }
        endArray()
    }
}

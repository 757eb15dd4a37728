/// One member of a kind of JSON object: its key, and how its value is written from the value
/// the object is made of.
struct JSONMember<Owner>: Sendable {
    let key: StaticString
    /// Writes the member's value: `{ $1.write($0.label) }`.
    let write: @Sendable (Owner, inout JSONStream) -> Void

    init(_ key: StaticString, _ write: @escaping @Sendable (Owner, inout JSONStream) -> Void) {
        self.key = key
        self.write = write
    }
}

extension JSONStream {
    /// Writes a value, the value of a member whose key is written.
    mutating func write(_ value: some JSONStreamable) {
        value.write(to: &self)
    }
}

/// The members of one kind of JSON object, each declared once in any order and kept in the
/// code-point order of their keys, the order the canonical JSON writes them in: sorted once,
/// when the table is made, never while writing.
struct JSONMembers<Owner>: Sendable {
    private let members: [JSONMember<Owner>]

    init(_ members: [JSONMember<Owner>]) {
        precondition(members.allSatisfy(\.key.hasPointerRepresentation), "a JSON key is text, not one character")
        let sorted = members.sorted { JSONWriter.codePointOrder($0.key.description, $1.key.description) }
        precondition(
            zip(sorted, sorted.dropFirst()).allSatisfy { $0.key.description != $1.key.description },
            "a JSON member declared twice")
        self.members = sorted
    }

    /// The keys, in the order they are written.
    var keys: [String] { members.map(\.key.description) }

    /// Writes `owner` as an object of these members (read in place, each key's bytes straight
    /// from the binary's constant text).
    func write(_ owner: Owner, to stream: inout JSONStream) {
        stream.beginObject()
        members.withUnsafeBufferPointer { members in
            for index in members.indices {
                stream.key(
                    UnsafeBufferPointer(
                        start: members[index].key.utf8Start, count: members[index].key.utf8CodeUnitCount))
                members[index].write(owner, &stream)
            }
        }
        stream.endObject()
    }
}

/// A value written as a JSON object of members declared once (``JSONMembers``).
protocol JSONObject: JSONStreamable {
    static var jsonMembers: JSONMembers<Self> { get }
}

extension JSONObject {
    func write(to stream: inout JSONStream) {
        Self.jsonMembers.write(self, to: &stream)
    }
}

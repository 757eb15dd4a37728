/// One member of a kind of JSON object: its key, how its value is written from the value the
/// object is made of, and, for a control's members, the output schema of its value.
struct JSONMember<Owner>: Sendable {
    let key: StaticString
    /// Writes the member's value: `{ $1.write($0.label) }`.
    let write: @Sendable (Owner, inout JSONStream) -> Void
    /// Makes the output schema of the member's value, only when the schema is asked for (never
    /// while writing); nil for the members of an object the output schema describes by hand.
    let schema: (@Sendable () -> JSONValue)?

    /// A member the output schema describes by hand, in the definition of its object.
    init(_ key: StaticString, _ write: @escaping @Sendable (Owner, inout JSONStream) -> Void) {
        self.key = key
        self.write = write
        self.schema = nil
    }

    /// A member whose value's output schema is `schema`, made when the schema is asked for.
    init(
        _ key: StaticString, schema: @autoclosure @escaping @Sendable () -> JSONValue,
        _ write: @escaping @Sendable (Owner, inout JSONStream) -> Void
    ) {
        self.key = key
        self.write = write
        self.schema = schema
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

    /// The output schema of each member that carries one, by key: an output schema object's
    /// properties.
    var schemaProperties: [String: JSONValue] {
        Dictionary(
            uniqueKeysWithValues: members.compactMap { member in member.schema.map { (member.key.description, $0()) } })
    }

    /// Writes `owner` as an object of these members (read in place, each key's bytes straight
    /// from the binary's constant text).
    func write(_ owner: Owner, to stream: inout JSONStream) {
        stream.beginObject()
        for index in members.indices {
            stream.key(members[index].key)
            members[index].write(owner, &stream)
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

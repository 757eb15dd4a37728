/// The `x-` keys of a form, a control, an item or a date, as written, with their values as
/// resolved. They are kept sorted by code point, the order the output writes them in,
/// so that writing sorts nothing.
public struct ExtensionValues: Sendable, Equatable {
    /// One `x-` key and its value.
    public struct Member: Sendable, Equatable {
        public var key: String
        public var value: JSONValue
    }

    /// The members, each key once, sorted by code point of their keys.
    public let members: [Member]
}

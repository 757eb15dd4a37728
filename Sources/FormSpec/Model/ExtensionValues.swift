import FormSpecYAML

/// The `x-` keys of a form, a control, an item or a date, as written, with their values as
/// resolved. They are kept sorted by code point, the order the output writes them in,
/// so that writing sorts nothing. Keys are told apart by their code points: `x-café` written
/// with `é` (U+00E9) and with `e` + U+0301 are two members.
public struct ExtensionValues: Sendable, Equatable {
    /// One `x-` key and its value.
    public struct Member: Sendable, Equatable {
        public var key: String
        public var value: JSONValue

        /// Equal when the keys have the same code points and the values are equal.
        public static func == (lhs: Member, rhs: Member) -> Bool {
            lhs.key.hasSameCodePoints(as: rhs.key) && lhs.value == rhs.value
        }
    }

    /// The members, each key once, sorted by code point of their keys.
    public let members: [Member]
}

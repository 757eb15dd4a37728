import FormSpecYAML

/// A value as the author wrote it, with where: the value's own range, and the range of the key it
/// was written under (for a list element, the element's range again).
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    /// Where the value was written; an alias's own range when it came through one.
    public var range: SourceRange
    /// Where its key was written.
    public var keyRange: SourceRange

    public init(_ value: Value, range: SourceRange, keyRange: SourceRange) {
        self.value = value
        self.range = range
        self.keyRange = keyRange
    }
}

/// An `x-` key and its value, passed through unvalidated (SPEC §1).
public struct Extension: Sendable {
    /// The key as written, `x-` included.
    public var key: String
    /// The value under the core schema, as the output carries it.
    public var value: JSONValue
    public var keyRange: SourceRange
}

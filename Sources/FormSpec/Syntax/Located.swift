import FormSpecYAML

/// A value as the author wrote it, with where: the value's place, and the place of the key it was
/// written under (for a list element, the element's place again). A diagnostic turns a place
/// into its source range (`DiagnosticCollector.range(of:)`) while the document is alive.
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    /// Where the value was written; an alias's own place when it came through one.
    public var place: SourcePlace
    /// Where its key was written.
    public var keyPlace: SourcePlace

    public init(_ value: Value, place: SourcePlace, keyPlace: SourcePlace) {
        self.value = value
        self.place = place
        self.keyPlace = keyPlace
    }
}

/// An `x-` key and its value, passed through unvalidated.
public struct Extension: Sendable {
    /// The key as written, `x-` included.
    public var key: String
    /// The value under the core schema, as the output carries it.
    public var value: JSONValue
    public var keyPlace: SourcePlace
}

import FormSpecYAML

/// A value as the author wrote it, with where: the value's place, and the place of the key it was
/// written under (for a list element, the element's place again). A diagnostic turns a place
/// into its source range (`DiagnosticCollector.range(of:)`) while the document is alive.
package struct Located<Value: Sendable>: Sendable {
    package var value: Value
    /// Where the value was written; an alias's own place when it came through one.
    package var place: SourcePlace
    /// Where its key was written.
    package var keyPlace: SourcePlace

    package init(_ value: Value, place: SourcePlace, keyPlace: SourcePlace) {
        self.value = value
        self.place = place
        self.keyPlace = keyPlace
    }
}

/// An `x-` key and its value, passed through unvalidated.
package struct Extension: Sendable {
    /// The key as written, `x-` included.
    package var key: String
    /// The value under the core schema, as the output carries it.
    package var value: JSONValue
    package var keyPlace: SourcePlace
    /// Whether the value only holds anchors: a mapping or a list whose every value is written
    /// with one (`x-shared: {tracked: &tracked …, required: &required …}`), blocks written once to
    /// be merged or aliased elsewhere. The form leaves such an extension out of its output.
    package var holdsAnchorsOnly = false
}

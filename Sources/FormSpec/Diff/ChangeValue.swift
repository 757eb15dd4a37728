/// A changed value as the reports show it: in words for a person (`"Terms"`, `none`, `17 bold`),
/// which the messages and the text formats use, and as a JSON value (`"Terms"`, `null`,
/// `{"size": 17, "weight": "bold"}`), which `--format json` writes, as the compiled JSON writes
/// the field. ``ChangeText`` makes them.
package struct ChangeValue: Sendable, Equatable {
    /// The value in a message's words.
    package var text: String
    /// The value as JSON: `null` when it is not set.
    package var json: JSONValue
}

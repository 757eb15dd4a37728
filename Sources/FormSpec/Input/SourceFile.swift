import FormSpecYAML

/// A spec's bytes and the name diagnostics give it (the path as the user wrote it, or `<stdin>`).
package struct SourceFile: Sendable {
    package var name: String
    package var bytes: [UInt8]

    package init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }

    /// The name standard input gets in diagnostics.
    package static let standardInputName = "<stdin>"
}

import FormSpecYAML

/// A spec's bytes and the name diagnostics give it (the path as the user wrote it, or `<stdin>`).
public struct SourceFile: Sendable {
    public var name: String
    public var bytes: [UInt8]

    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }

    /// The name standard input gets in diagnostics.
    public static let standardInputName = "<stdin>"
}

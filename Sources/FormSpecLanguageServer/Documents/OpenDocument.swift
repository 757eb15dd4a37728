import FormSpec
import FormSpecYAML

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A document the client has open: its current text and version, and what the server last
/// learnt about it.
struct OpenDocument {
    var uri: String
    /// The name diagnostics give the document: its path for a `file:` URI, else the URI.
    var name: String
    var version: Int
    /// The position encoding the client and server agreed on.
    let encoding: PositionEncoding
    var text: TextBuffer {
        didSet { parsed = nil }
    }
    /// Whether the document is a spec: its name ends in `.form.yaml` or `.form.yml`, as the specs
    /// `formspec check DIR` finds, or one of its lines starts with `formspec:` (an unsaved spec, or
    /// one named otherwise). Editors hand the server every YAML file; it leaves the others alone.
    var isSpec: Bool {
        name.hasSuffix(".form.yaml") || name.hasSuffix(".form.yml")
            || text.hasLine(startingWith: Array("formspec:".utf8))
    }
    /// Whether the document is a configuration file, `.formspec.yml`: its mistakes are published,
    /// and its fix-its offered as quick fixes; the features of specs leave it alone.
    var isConfiguration: Bool { name == Configuration.fileName || name.hasSuffix("/" + Configuration.fileName) }
    /// The diagnostics last checked, with the version they belong to.
    var checked: CheckedVersion?
    /// The YAML tree of the current text, once asked for (nil root: the text is not valid YAML).
    private var parsed: ParseResult?
    /// The tree of the last text that was valid YAML: completion reads it while the line being
    /// typed leaves the text invalid.
    private(set) var lastValidTree: Node?

    init(uri: String, version: Int, text: String, encoding: PositionEncoding) {
        self.uri = uri
        name = Self.name(of: uri)
        self.version = version
        self.encoding = encoding
        self.text = TextBuffer(text)
    }

    /// The LSP range of a source range of the current text.
    func range(of range: SourceRange) -> Range {
        text.range(of: range, encoding: encoding)
    }

    /// The byte offset of a position in the current text.
    func offset(of position: Position) -> Int {
        text.offset(of: position, encoding: encoding)
    }

    /// The YAML tree of the current text; nil when it is not valid YAML.
    mutating func tree() -> Node? {
        if parsed == nil {
            parsed = YAMLParser.parse(text.bytes)
            if let root = parsed?.root { lastValidTree = root }
        }
        return parsed?.root
    }

    /// A file URI's path, percent-decoded; any other URI as it is.
    static func name(of uri: String) -> String {
        guard uri.hasPrefix("file://"), let url = URL(string: uri), url.isFileURL else { return uri }
        return url.path
    }
}

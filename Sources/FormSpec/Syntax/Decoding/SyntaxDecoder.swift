import FormSpecYAML

/// The decode stage: node tree → `FormSyntax`. It reports every wrong key and value it meets and
/// goes on, so that one mistake never hides another; what it could not read is nil in the syntax.
/// It reports into the pipeline's collector, which it holds while it decodes.
struct SyntaxDecoder {
    /// The file's bytes, to look at the text behind a value YAML read as null (`#FF0000`).
    let bytes: [UInt8]
    var collector: DiagnosticCollector

    mutating func report(
        _ id: DiagnosticID, _ message: String, at range: SourceRange,
        notes: [(String, SourceRange)] = [], fixIts: [Diagnostic.FixIt] = []
    ) {
        collector.report(id, message, at: range, notes: notes, fixIts: fixIts)
    }

    /// Runs `body` with places resolved in `node`'s file: an item the parse hands over comes
    /// before the document's root.
    mutating func reading<Result>(_ node: ParsedNode, _ body: (inout SyntaxDecoder) -> Result) -> Result {
        if collector.sourceMap == nil { collector.sourceMap = node.sourceMap }
        return body(&self)
    }
}

/// A value about to be decoded, and how messages name it.
struct Slot {
    let node: ParsedNode
    /// The key the value was written under, or nil for a list element.
    private let key: ParsedNode?
    /// The list a list element belongs to.
    private let list: StaticString

    init(_ pair: ParsedNode.Pair) {
        node = pair.value
        key = pair.key
        list = ""
    }

    init(element: ParsedNode, of list: StaticString) {
        node = element
        key = nil
        self.list = list
    }

    /// How messages name the value: `'threeState'`, or `an entry of 'dates'`. Built only when a
    /// message needs it.
    var name: String {
        guard let key else { return "an entry of '\(list)'" }
        return "'\(key.scalar?.text ?? "?")'"
    }

    /// Where the key stands, or the element for a list element.
    var keyRange: SourceRange { key?.range ?? node.usageRange }

    /// Where a diagnostic about the value points: the value, or the key when the value is empty.
    var range: SourceRange {
        if let scalar = node.scalar, scalar.text.isEmpty, scalar.style.isPlain, node.aliasRange == nil {
            return keyRange
        }
        return node.usageRange
    }

    func located<Value>(_ value: Value) -> Located<Value> {
        Located(value, place: node.usagePlace, keyPlace: key?.place ?? node.usagePlace)
    }

    /// The value in words, for messages: "the text 'yes'", "the integer 42", "a list".
    var found: String {
        guard let scalar = node.scalar else { return node.kindDescription }
        switch scalar.resolved {
        case .null: return scalar.text.isEmpty ? "no value" : "null"
        case .bool(let value): return "the boolean \(value)"
        case .int, .integerOverflow: return "the integer " + Slot.excerpt(scalar.text)
        case .float: return "the number " + Slot.excerpt(scalar.text)
        case .string(let text): return "the text " + Slot.excerpt(text, quote: "'")
        }
    }

    /// `text` for a message, quoted: whole, or when it is long (a 10,000-digit integer, a
    /// megabyte of text) its start and its length; the source line shows the rest.
    private static func excerpt(_ text: String, quote: String = "") -> String {
        let count = text.unicodeScalars.count
        guard count > 64 else { return quote + text + quote }
        return quote + String(String.UnicodeScalarView(text.unicodeScalars.prefix(32))) + "…" + quote
            + " (\(count) characters)"
    }
}

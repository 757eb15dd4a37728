/// Writes HTML (and the inline SVG inside it) into an ``OutputBuffer``: one element per line,
/// attributes in the order given, text escaped. The same calls give the same bytes. Lines are not
/// indented: a page of a large form is mostly markup, and indentation was a third of it.
struct HTMLWriter {
    var output: OutputBuffer

    init(into output: OutputBuffer) {
        self.output = output
    }

    /// `<tag attributes>` on its own line; the elements up to ``close(_:)`` go inside it.
    mutating func open(_ tag: StaticString, _ attributes: KeyValuePairs<StaticString, String> = [:]) {
        startTag(tag, attributes)
        output.append(UInt8(ascii: "\n"))
    }

    /// `</tag>` on its own line.
    mutating func close(_ tag: StaticString) {
        output.append("</")
        output.append(tag)
        output.append(">\n")
        output.flushIfFull()
    }

    /// `<tag attributes>text</tag>` on one line.
    mutating func element(_ tag: StaticString, _ attributes: KeyValuePairs<StaticString, String> = [:], text: String) {
        startTag(tag, attributes)
        appendEscaped(text)
        output.append("</")
        output.append(tag)
        output.append(">\n")
    }

    /// An element without content: `<meta …>` in HTML, `<rect …/>` in SVG.
    mutating func empty(
        _ tag: StaticString, _ attributes: KeyValuePairs<StaticString, String> = [:], selfClosing: Bool = false
    ) {
        startTag(tag, attributes, selfClosing: selfClosing)
        output.append(UInt8(ascii: "\n"))
    }

    /// A line of text, escaped.
    mutating func text(_ text: String) {
        appendEscaped(text)
        output.append(UInt8(ascii: "\n"))
    }

    /// A line written as it is: only for FormSpec's own constant markup and style sheet.
    mutating func raw(_ line: String) {
        output.append(line)
        output.append(UInt8(ascii: "\n"))
    }

    /// Markup written before, line breaks included, as it is.
    mutating func append(markup: [UInt8]) {
        output.append(markup)
        output.flushIfFull()
    }

    /// What another writer (without a sink) wrote, as it is.
    mutating func append(markupOf other: HTMLWriter) {
        output.append(contentsOf: other.output)
        output.flushIfFull()
    }

    private mutating func startTag(
        _ tag: StaticString, _ attributes: KeyValuePairs<StaticString, String>, selfClosing: Bool = false
    ) {
        output.append(UInt8(ascii: "<"))
        output.append(tag)
        for (name, value) in attributes {
            output.append(UInt8(ascii: " "))
            output.append(name)
            output.append("=\"")
            appendEscaped(value)
            output.append(UInt8(ascii: "\""))
        }
        output.append(selfClosing ? "/>" : ">")
    }

    /// `text` with `&`, `<`, `>`, `"` and `'` as character references; the ``ControlCharacters``
    /// but tab, line feed and carriage return (control characters, which HTML forbids in a
    /// document, and the bidirectional controls, which would reorder the page's text after them,
    /// in the `<title>` too) shown as `\u{XX}`, as the text preview shows them; noncharacters as
    /// U+FFFD. Text of printable ASCII without those five, the common case, is copied whole.
    private mutating func appendEscaped(_ text: String) {
        var text = text
        let plain = text.withUTF8 { bytes in
            guard bytes.allSatisfy(Self.isPlainASCII) else { return false }
            output.append(bytes)
            return true
        }
        if plain { return }
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x26: output.append("&amp;")
            case 0x3C: output.append("&lt;")
            case 0x3E: output.append("&gt;")
            case 0x22: output.append("&quot;")
            case 0x27: output.append("&#39;")
            case 0x09, 0x0A, 0x0D, 0x20..<0x7F: output.append(UInt8(scalar.value))
            case _ where ControlCharacters.contains(scalar): output.append(ControlCharacters.escape(scalar))
            case 0xFDD0...0xFDEF: output.append("\u{FFFD}")
            case _ where scalar.value & 0xFFFE == 0xFFFE: output.append("\u{FFFD}")
            default: output.append(String(scalar))
            }
        }
    }

    /// Whether text can hold `byte` as it is: printable ASCII but `&`, `<`, `>`, `"` and `'`.
    private static func isPlainASCII(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x26, 0x3C, 0x3E, 0x22, 0x27: return false
        default: return byte >= 0x20 && byte < 0x7F
        }
    }
}

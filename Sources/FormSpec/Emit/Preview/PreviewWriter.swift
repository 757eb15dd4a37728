/// Writes a preview into an ``OutputBuffer`` a line at a time: every line is built in a scratch
/// buffer, cut of its trailing spaces and ended with `\n`, so that no line of the preview has
/// trailing blanks. Text is wrapped to ``width`` columns (see `PreviewWriter+Wrapping.swift`).
struct PreviewWriter {
    /// The most display columns a line takes.
    static let width = 80

    var output = OutputBuffer()
    let glyphs: PreviewGlyphs
    /// What the control types keep from one block to the next (a calendar's month names, the
    /// months the preview may still draw).
    var caches = ControlCaches()
    /// The line being built.
    private(set) var line: [UInt8] = []
    /// The display columns of `line`.
    private(set) var column = 0

    init(ascii: Bool) {
        glyphs = .set(ascii: ascii)
        line.reserveCapacity(4 * PreviewWriter.width)
    }

    /// Appends text whose width is known (our own words, or text already measured).
    mutating func append(_ text: String, width: Int) {
        line.append(contentsOf: text.utf8)
        column += width
    }

    /// Appends ASCII bytes, one column each.
    mutating func append(ascii bytes: some Collection<UInt8>) {
        line.append(contentsOf: bytes)
        column += bytes.count
    }

    mutating func appendSpaces(_ count: Int) {
        line.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
        column += count
    }

    /// Ends the line: drops its trailing spaces and writes it.
    mutating func endLine() {
        while line.last == UInt8(ascii: " ") { line.removeLast() }
        output.append(line)
        output.append(UInt8(ascii: "\n"))
        output.flushIfFull()
        line.removeAll(keepingCapacity: true)
        column = 0
    }

    mutating func blankLine() {
        endLine()
    }

    /// A whole line already drawn, known to fit in ``width`` columns.
    mutating func line(bytes: [UInt8]) {
        line.append(contentsOf: bytes)
        endLine()
    }

    /// A fact of a block: `  key: value`, the value wrapped under itself.
    mutating func fact(_ key: String, _ value: String) {
        wrapped("  " + key + ": ", value, indent: key.utf8.count + 4)
    }

    /// A fact with no value: `  read-only`.
    mutating func flag(_ text: String) {
        wrapped("  ", text, indent: 4)
    }

    /// The first line of a block: the kind of thing and its id, then `(disabled)` and `(required)`
    /// when it is.
    mutating func blockHeader(_ kind: String, _ id: String, disabled: Bool = false, required: Bool = false) {
        wrapped(kind + " ", id + (disabled ? " (disabled)" : "") + (required ? " (required)" : ""), indent: 4)
    }

    /// `  [x] label`, the label wrapped under itself; with `appText`, the label is the app's own,
    /// which the component does not draw: `  [x] label (app text)`.
    mutating func drawn(_ glyph: String, _ label: String?, appText: Bool = false) {
        let prefix = "  " + glyph + " "
        let text = label.map { PreviewText.escaped($0) + (appText ? " (app text)" : "") } ?? ""
        wrapped(prefix, text, indent: prefix.unicodeScalars.count)
    }

    /// The label and, when it says something else, the accessibility label.
    mutating func labels(_ label: String?, _ accessibilityLabel: String?) {
        if let label { fact("label", PreviewText.escaped(label)) }
        accessibility(label, accessibilityLabel, indent: 2)
    }

    /// The accessibility label, when it differs from the label, at `indent`.
    mutating func accessibility(_ label: String?, _ accessibilityLabel: String?, indent: Int) {
        guard let accessibilityLabel, accessibilityLabel != label else { return }
        let prefix = String(repeating: " ", count: indent) + "accessibility label: "
        wrapped(prefix, PreviewText.escaped(accessibilityLabel), indent: prefix.utf8.count)
    }
}

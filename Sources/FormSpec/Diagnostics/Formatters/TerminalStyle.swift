/// ANSI styles for the `text` format; with `isEnabled` false every text is left as it is.
struct TerminalStyle {
    var isEnabled: Bool

    /// Bold, for the location and the message of a diagnostic.
    func bold(_ text: String) -> String { apply("1", text) }

    /// The severity word: red error, yellow warning, cyan info.
    func severity(_ severity: Severity, _ text: String) -> String {
        switch severity {
        case .error: return apply("1;31", text)
        case .warning: return apply("1;33", text)
        case .info: return apply("1;36", text)
        }
    }

    /// The `note:` word: blue.
    func note(_ text: String) -> String { apply("1;34", text) }

    /// The `help:` word and the marks under inserted text: green.
    func help(_ text: String) -> String { apply("1;32", text) }

    /// The caret and tildes under a range: green.
    func underline(_ text: String) -> String { apply("1;32", text) }

    /// The marks under deleted text: red.
    func deletion(_ text: String) -> String { apply("1;31", text) }

    /// The line-number gutter: blue.
    func gutter(_ text: String) -> String { apply("1;34", text) }

    private func apply(_ code: String, _ text: String) -> String {
        isEnabled ? "\u{1B}[" + code + "m" + text + "\u{1B}[0m" : text
    }
}

/// The spec's own text made safe to print: characters that would break the layout, or hide what
/// the text says, are shown as escapes; everything else is printed as it is (in `--ascii` too).
///
/// - A line break (`\n`, `\r\n`, `\r`, U+2028, U+2029) stays a line break: the preview starts a
///   new line at the text's hanging indent.
/// - A tab is shown as `\t`; every other of the ``ControlCharacters`` (C0 and C1 control
///   characters, DEL, the bidirectional controls) as `\u{XX}`, upper-case hex.
enum PreviewText {
    /// `text` with its line breaks as `\n` and its other control characters escaped.
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = String.UnicodeScalarView()
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { afterCarriageReturn = scalar == "\r" }
            switch scalar.value {
            case 0x0A where afterCarriageReturn:
                continue
            case 0x0A, 0x0D, 0x2028, 0x2029:
                result.append("\n")
            case 0x09:
                result.append(contentsOf: "\\t".unicodeScalars)
            case _ where ControlCharacters.contains(scalar):
                result.append(contentsOf: ControlCharacters.escape(scalar).unicodeScalars)
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\u{2028}" || scalar == "\u{2029}" || ControlCharacters.contains(scalar)
    }
}

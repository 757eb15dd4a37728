/// The spec's own text made safe to print: characters that would break the layout, or hide what
/// the text says, are shown as escapes; everything else is printed as it is (in `--ascii` too).
///
/// - A line break (`\n`, `\r\n`, `\r`, U+2028, U+2029) stays a line break: the preview starts a
///   new line at the text's hanging indent.
/// - A tab is shown as `\t`; every other C0 or C1 control character, DEL and the bidirectional
///   overrides and isolates (U+202A–U+202E, U+2066–U+2069) as `\u{XX}`, upper-case hex.
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
            case _ where needsEscape(scalar):
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result.append(contentsOf: "\\u{\(hex.count < 2 ? "0" + hex : hex)}".unicodeScalars)
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}

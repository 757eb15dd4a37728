/// What a terminal shows for a Unicode scalar: how many cells it takes, and a replacement for
/// the scalars that would change the terminal's state or the order of the text instead.
package enum TerminalText {
    /// U+FFFD, shown in place of a scalar that cannot be printed as it is.
    static let replacement: Unicode.Scalar = "\u{FFFD}"

    /// `scalar`, or ``replacement`` for one of the ``ControlCharacters`` other than tab: a control
    /// character (C0, DEL, C1: escape sequences would reach the terminal) or a bidirectional
    /// control (it would reorder the line on screen). One scalar for one, so that the columns of
    /// the line stay where the diagnostics count them.
    static func printable(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        scalar != "\t" && ControlCharacters.contains(scalar) ? replacement : scalar
    }

    /// `text` with every scalar made ``printable(_:)``.
    package static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { printable($0) != $0 }) else { return text }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: text.unicodeScalars.lazy.map(printable))
        return String(result)
    }

    /// The cells `scalar` takes in a monospace terminal: 0 for combining marks and format
    /// characters, 2 for East Asian wide and fullwidth characters and emoji, else 1. A compact
    /// approximation of UAX #11 (East Asian Width) that covers the scripts specs are written in.
    static func cells(_ scalar: Unicode.Scalar) -> Int {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if scalar.properties.isEmojiPresentation { return 2 }
        switch scalar.value {
        case 0x1160...0x11FF: return 0
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
            0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1B000...0x1B2FF, 0x20000...0x3FFFD:
            return 2
        default: return 1
        }
    }
}

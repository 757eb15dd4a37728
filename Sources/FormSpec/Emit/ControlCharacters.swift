/// The characters that no output FormSpec writes for people shows as they are: the control
/// characters, which a terminal acts on and Swift refuses, and the bidirectional controls, which
/// reorder the text after them on screen, so that a line can read otherwise than it is (the
/// "Trojan Source" attack). Each output shows them in its own way — the previews and the Swift as
/// `\u{202E}`, the JSON as `\u202e`, a terminal's diagnostics as U+FFFD — but the same ones.
///
/// The marks that only set the direction of their neighbours (U+200E, U+200F, U+061C) are not
/// among them: right-to-left text uses them, and they cannot reorder a line.
enum ControlCharacters {
    /// Whether `scalar` is a control character (C0 U+0000–U+001F, DEL, C1 U+0080–U+009F) or a
    /// bidirectional control.
    static func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        default: return isBidirectional(scalar)
        }
    }

    /// Whether `scalar` is a bidirectional embedding, override or isolate, or the end of one:
    /// U+202A–U+202E, U+2066–U+2069.
    static func isBidirectional(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// `\u{XX}`: the scalar's value in upper-case hex, at least two digits (`\u{1B}`, `\u{202E}`),
    /// as Swift writes it in a string literal.
    static func escape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "\\u{" + (hex.count < 2 ? "0" + hex : hex) + "}"
    }
}

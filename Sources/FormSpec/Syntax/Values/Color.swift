#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A colour: a hex value (`#RGB`, `#RRGGBB`, `#RRGGBBAA`, any case) or a named system colour.
/// Hex values are canonical as upper-case `#RRGGBBAA`; names are kept.
public enum Color: Hashable, Sendable {
    case rgba(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)
    case named(NamedColor)

    /// The hex values `init` reads, as a regular expression for the input schema.
    static let hexPattern = "^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"

    /// The colour `text` names, or nil.
    package init?(_ text: String) {
        var text = text
        guard let color = text.withUTF8(Color.init(utf8:)) else { return nil }
        self = color
    }

    /// The colour the UTF-8 `bytes` name, or nil.
    init?(utf8 bytes: UTF8Bytes) {
        guard bytes.first == UInt8(ascii: "#") else {
            guard let named = NamedColor.words.word(bytes) else { return nil }
            self = .named(named)
            return
        }
        let digits = bytes.dropFirst()
        guard digits.count == 3 || digits.count == 6 || digits.count == 8 else { return nil }
        var values: UInt32 = 0
        for byte in digits {
            guard let value = Color.hexValue(byte) else { return nil }
            values = values << 4 | UInt32(value)
        }
        switch digits.count {
        case 3:
            let channel = { (shift: UInt32) in UInt8(values >> shift & 0xF) * 17 }
            self = .rgba(red: channel(8), green: channel(4), blue: channel(0), alpha: 255)
        default:
            if digits.count == 6 { values = values << 8 | 0xFF }
            let channel = { (shift: UInt32) in UInt8(values >> shift & 0xFF) }
            self = .rgba(red: channel(24), green: channel(16), blue: channel(8), alpha: channel(0))
        }
    }

    /// `#RRGGBBAA` in upper case, or the name.
    public var canonical: String {
        switch self {
        case .named(let name):
            return name.rawValue
        case .rgba(let red, let green, let blue, let alpha):
            return "#"
                + [red, green, blue, alpha].map { byte in
                    let hex = String(byte, radix: 16, uppercase: true)
                    return hex.count == 1 ? "0" + hex : hex
                }.joined()
        }
    }

    /// The colour's WCAG 2 relative luminance when it is the same in every appearance (a hex
    /// value, `white` or `black`); nil for system colours, which change with light and dark mode.
    /// The alpha channel is not taken into account.
    package var fixedLuminance: Double? {
        switch self {
        case .named(.white): return 1
        case .named(.black): return 0
        case .named: return nil
        case .rgba(let red, let green, let blue, _):
            func linear(_ channel: UInt8) -> Double {
                let value = Double(channel) / 255
                return value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
        }
    }

    /// The WCAG 2 contrast ratio of two luminances, from 1 to 21.
    package static func contrastRatio(_ first: Double, _ second: Double) -> Double {
        (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}

/// The named colours a spec may use: UIKit's, kept by name and resolved by the app.
public enum NamedColor: String, Vocabulary {
    case white, black, clear, label, secondaryLabel, systemBackground, secondarySystemBackground
    case systemBlue, systemRed, systemGreen, systemOrange, systemYellow, systemPink, systemPurple
    case systemTeal, systemIndigo, systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6

    package static let meaning = "a colour name"

    package static let words = WordTable<Self>()
}

/// UIKit literals of a spec's values, as the `uikit` screen writes them and the templates'
/// `uiColor`, `uiImage` and `uiFont` filters give them: one function for both, so that the two
/// cannot differ.
package enum UIKitLiteral {
    /// A colour written `#RRGGBBAA` (as the normalized JSON writes it) as `UIColor(red:…)`, each
    /// channel rounded to three decimals, or a named colour as `UIColor.NAME`; nil for other text.
    package static func color(_ text: String) -> String? {
        if !text.hasPrefix("#"), !text.isEmpty, text.utf8.allSatisfy({ $0.isASCIILetterOrDigit }) {
            return "UIColor." + text
        }
        let digits = Array(text.utf8.dropFirst())
        guard text.hasPrefix("#"), digits.count == 8, digits.allSatisfy({ $0.isASCIIHexDigit }) else { return nil }
        let channels = stride(from: 0, to: 8, by: 2).map { offset -> String in
            let byte = UInt8(String(decoding: digits[offset..<(offset + 2)], as: UTF8.self), radix: 16) ?? 0
            return SwiftLiteral.number((Double(byte) / 255 * 1000).rounded() / 1000)
        }
        return "UIColor(red: \(channels[0]), green: \(channels[1]), blue: \(channels[2]), alpha: \(channels[3]))"
    }

    /// An image of the app's asset catalog.
    package static func image(named name: String) -> String {
        "UIImage(named: \(SwiftNames.stringLiteral(name)))"
    }

    /// An SF Symbol.
    package static func image(symbol name: String) -> String {
        "UIImage(systemName: \(SwiftNames.stringLiteral(name)))"
    }

    /// A system font of `points` (a number's literal) and `weight` (a `UIFont.Weight` name).
    package static func font(points: String, weight: String) -> String {
        "UIFont.systemFont(ofSize: \(points), weight: .\(weight))"
    }
}

extension UInt8 {
    fileprivate var isASCIIHexDigit: Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
            || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self)
    }

    fileprivate var isASCIILetterOrDigit: Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self)
    }
}

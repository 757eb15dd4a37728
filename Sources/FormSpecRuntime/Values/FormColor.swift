/// A colour as the normalized JSON writes it: upper-case `#RRGGBBAA`, or the name of a system
/// colour (`systemBlue`, `label`, `white`…).
public struct FormColor: RawRepresentable, Sendable, Hashable, Codable, ExpressibleByStringLiteral {
    /// `#RRGGBBAA` or a colour's name.
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }

    /// Whether the colour is a named system colour, which the device resolves (dark mode…).
    public var isNamed: Bool { !rawValue.hasPrefix("#") }

    /// The components of a `#RRGGBBAA` colour; nil for a named one.
    public var rgba: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
        let digits = Array(rawValue.utf8.dropFirst())
        guard rawValue.hasPrefix("#"), digits.count == 8 else { return nil }
        var channels: [UInt8] = []
        for offset in stride(from: 0, to: 8, by: 2) {
            guard let channel = UInt8(String(decoding: digits[offset..<(offset + 2)], as: UTF8.self), radix: 16) else {
                return nil
            }
            channels.append(channel)
        }
        return (channels[0], channels[1], channels[2], channels[3])
    }
}

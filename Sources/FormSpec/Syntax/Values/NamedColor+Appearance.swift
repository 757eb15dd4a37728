extension NamedColor {
    /// A light or dark appearance of iOS.
    public enum Appearance: Sendable, CaseIterable {
        case light, dark
    }

    /// The colour iOS draws for this name in `appearance`, as red, green, blue and alpha from 0 to
    /// 255: Apple's published values for iPhone (Human Interface Guidelines, "Color"; the
    /// `label` and background colours from UIKit's defaults). The values of a device can differ
    /// with its accessibility settings (increased contrast); these are the defaults.
    public func rgba(in appearance: Appearance) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let (light, dark): (UInt32, UInt32) = switch self {
        case .white: (0xFFFFFFFF, 0xFFFFFFFF)
        case .black: (0x000000FF, 0x000000FF)
        case .clear: (0x00000000, 0x00000000)
        case .label: (0x000000FF, 0xFFFFFFFF)
        case .secondaryLabel: (0x3C3C4399, 0xEBEBF599)
        case .systemBackground: (0xFFFFFFFF, 0x000000FF)
        case .secondarySystemBackground: (0xF2F2F7FF, 0x1C1C1EFF)
        case .systemBlue: (0x007AFFFF, 0x0A84FFFF)
        case .systemRed: (0xFF3B30FF, 0xFF453AFF)
        case .systemGreen: (0x34C759FF, 0x30D158FF)
        case .systemOrange: (0xFF9500FF, 0xFF9F0AFF)
        case .systemYellow: (0xFFCC00FF, 0xFFD60AFF)
        case .systemPink: (0xFF2D55FF, 0xFF375FFF)
        case .systemPurple: (0xAF52DEFF, 0xBF5AF2FF)
        case .systemTeal: (0x30B0C7FF, 0x40C8E0FF)
        case .systemIndigo: (0x5856D6FF, 0x5E5CE6FF)
        case .systemGray: (0x8E8E93FF, 0x8E8E93FF)
        case .systemGray2: (0xAEAEB2FF, 0x636366FF)
        case .systemGray3: (0xC7C7CCFF, 0x48484AFF)
        case .systemGray4: (0xD1D1D6FF, 0x3A3A3CFF)
        case .systemGray5: (0xE5E5EAFF, 0x2C2C2EFF)
        case .systemGray6: (0xF2F2F7FF, 0x1C1C1EFF)
        }
        let value = appearance == .light ? light : dark
        return (UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
    }
}

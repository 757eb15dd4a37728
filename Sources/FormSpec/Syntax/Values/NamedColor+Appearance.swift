extension NamedColor {
    /// A light or dark appearance of iOS.
    package enum Appearance: Sendable, CaseIterable {
        case light, dark
    }

    /// The colour iOS draws for this name in `appearance`, as red, green, blue and alpha from 0 to
    /// 255: Apple's published values for iPhone (Human Interface Guidelines, "Color"; the
    /// `label` and background colours from UIKit's defaults). The values of a device can differ
    /// with its accessibility settings (increased contrast); these are the defaults.
    package func rgba(in appearance: Appearance) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let (light, dark): (UInt32, UInt32) =
            switch self {
            case .white: (0xFFFF_FFFF, 0xFFFF_FFFF)
            case .black: (0x0000_00FF, 0x0000_00FF)
            case .clear: (0x0000_0000, 0x0000_0000)
            case .label: (0x0000_00FF, 0xFFFF_FFFF)
            case .secondaryLabel: (0x3C3C_4399, 0xEBEB_F599)
            case .systemBackground: (0xFFFF_FFFF, 0x0000_00FF)
            case .secondarySystemBackground: (0xF2F2_F7FF, 0x1C1C_1EFF)
            case .systemBlue: (0x007A_FFFF, 0x0A84_FFFF)
            case .systemRed: (0xFF3B_30FF, 0xFF45_3AFF)
            case .systemGreen: (0x34C7_59FF, 0x30D1_58FF)
            case .systemOrange: (0xFF95_00FF, 0xFF9F_0AFF)
            case .systemYellow: (0xFFCC_00FF, 0xFFD6_0AFF)
            case .systemPink: (0xFF2D_55FF, 0xFF37_5FFF)
            case .systemPurple: (0xAF52_DEFF, 0xBF5A_F2FF)
            case .systemTeal: (0x30B0_C7FF, 0x40C8_E0FF)
            case .systemIndigo: (0x5856_D6FF, 0x5E5C_E6FF)
            case .systemGray: (0x8E8E_93FF, 0x8E8E_93FF)
            case .systemGray2: (0xAEAE_B2FF, 0x6363_66FF)
            case .systemGray3: (0xC7C7_CCFF, 0x4848_4AFF)
            case .systemGray4: (0xD1D1_D6FF, 0x3A3A_3CFF)
            case .systemGray5: (0xE5E5_EAFF, 0x2C2C_2EFF)
            case .systemGray6: (0xF2F2_F7FF, 0x1C1C_1EFF)
            }
        let value = appearance == .light ? light : dark
        return (UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
    }
}

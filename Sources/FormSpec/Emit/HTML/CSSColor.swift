/// Colours as the page's style writes them: a system colour name as the variable each appearance
/// sets (so the dark side swaps it), a hex colour as itself.
enum CSSColor {
    /// `var(--systemBlue)`, or `#1D3557` (`#1D355780` with alpha).
    static func css(_ color: Color) -> String {
        switch color {
        case .named(let name): return "var(--\(name.rawValue))"
        case .rgba(let red, let green, let blue, let alpha): return hex(red, green, blue, alpha)
        }
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    static func hex(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8) -> String {
        let channels = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
        return "#" + channels.map { ($0 < 16 ? "0" : "") + String($0, radix: 16, uppercase: true) }.joined()
    }

    /// The declarations of every system colour's variable in `appearance`.
    static func variables(_ appearance: NamedColor.Appearance) -> String {
        NamedColor.allCases.map { name in
            let (red, green, blue, alpha) = name.rgba(in: appearance)
            return "--\(name.rawValue): \(hex(red, green, blue, alpha));"
        }.joined(separator: " ")
    }
}

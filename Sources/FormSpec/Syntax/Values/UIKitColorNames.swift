/// What an iOS developer writes for a colour out of habit, and the colour FormSpec writes for it:
/// a colour named as Swift code names it (`UIColor.systemRed`, `.systemRed`, SwiftUI's
/// `Color.red`), or one of UIKit's fixed colours (`red`, `UIColor.purple`). FormSpec takes the
/// system colours, which adapt to dark mode: a fixed colour's "did you mean" is its system colour
/// (`systemRed`), or its exact value when it has none (`darkGray`: `"#555555"`).
enum UIKitColorNames {
    /// The advice for `text`, a colour that is not one: what to say after "'red' is not a
    /// colour: ", and the colour to write instead.
    struct Advice {
        let message: String
        let replacement: String
        /// Whether `replacement` is the very colour written (`UIColor.systemRed` → `systemRed`,
        /// `darkGray` → its value): a safe fix-it. A fixed colour's system colour is not the same
        /// colour (it adapts to dark mode): an unsafe one.
        let isExact: Bool
    }

    /// The advice for `text`, or nil when it is no colour an iOS developer would write.
    static func advice(for text: String) -> Advice? {
        let name = withoutPrefix(text)
        // A name in the wrong case alone (`systemred`) is any word's misspelling.
        if name != text, let named = NamedColor.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() })
        {
            return Advice(
                message: "a colour is written by its name alone; did you mean '\(named.rawValue)'?",
                replacement: named.rawValue, isExact: true)
        }
        guard let fixed = fixedColors[name.lowercased()] else { return nil }
        switch (fixed.system, fixed.value) {
        case (let system?, let value?):
            return Advice(
                message:
                    "UIKit's fixed colours are not accepted; did you mean '\(system.rawValue)' (it adapts to dark mode)? UIColor.\(fixed.name) itself is \"\(value)\"",
                replacement: system.rawValue, isExact: false)
        case (let system?, nil):
            return Advice(
                message: "the system colours are named 'system…'; did you mean '\(system.rawValue)'?",
                replacement: system.rawValue, isExact: true)
        case (nil, let value?):
            return Advice(
                message:
                    "UIKit's fixed colours are not accepted, and no system colour is like \(fixed.name); did you mean its value, \"\(value)\"?",
                replacement: "\"\(value)\"", isExact: true)
        case (nil, nil):
            return nil
        }
    }

    /// `text` without the `UIColor.`, `Color.` or `.` that Swift code writes before a colour.
    private static func withoutPrefix(_ text: String) -> Substring {
        for prefix in ["UIColor.", "Color.", "."]
        where text.count > prefix.count && text.lowercased().hasPrefix(prefix.lowercased()) {
            return text.dropFirst(prefix.count)
        }
        return Substring(text)
    }

    /// A colour with a fixed value in UIKit (`UIColor.red`) or in SwiftUI (`Color.pink`, which
    /// adapts): its name, its value in UIKit when UIKit has it, and FormSpec's system colour
    /// for it.
    private struct Fixed {
        let name: String
        let value: String?
        let system: NamedColor?
    }

    /// The fixed colours, by their names in lower case.
    private static let fixedColors: [String: Fixed] = Dictionary(
        uniqueKeysWithValues: [
            Fixed(name: "red", value: "#FF0000", system: .systemRed),
            Fixed(name: "green", value: "#00FF00", system: .systemGreen),
            Fixed(name: "blue", value: "#0000FF", system: .systemBlue),
            Fixed(name: "yellow", value: "#FFFF00", system: .systemYellow),
            Fixed(name: "orange", value: "#FF8000", system: .systemOrange),
            Fixed(name: "purple", value: "#800080", system: .systemPurple),
            Fixed(name: "gray", value: "#808080", system: .systemGray),
            Fixed(name: "grey", value: nil, system: .systemGray),
            Fixed(name: "pink", value: nil, system: .systemPink),
            Fixed(name: "teal", value: nil, system: .systemTeal),
            Fixed(name: "indigo", value: nil, system: .systemIndigo),
            Fixed(name: "darkGray", value: "#555555", system: nil),
            Fixed(name: "lightGray", value: "#AAAAAA", system: nil),
            Fixed(name: "cyan", value: "#00FFFF", system: nil),
            Fixed(name: "magenta", value: "#FF00FF", system: nil),
            Fixed(name: "brown", value: "#996633", system: nil),
        ].map { ($0.name.lowercased(), $0) })
}

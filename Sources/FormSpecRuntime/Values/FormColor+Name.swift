extension FormColor {
    /// The system colours FormSpec names, each UIKit's `UIColor` class property of that name
    /// (`systemRed` is `UIColor.systemRed`). All but `white`, `black` and `clear` adapt to the
    /// device's appearance (light or dark mode, increased contrast).
    public enum Name: String, Sendable, Hashable, CaseIterable {
        case white, black, clear, label, secondaryLabel, systemBackground, secondarySystemBackground
        case systemBlue, systemRed, systemGreen, systemOrange, systemYellow, systemPink, systemPurple
        case systemTeal, systemIndigo, systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
    }

    /// The system colour this colour names; nil for a `#RRGGBBAA` colour or an unknown name.
    public var name: Name? { Name(rawValue: rawValue) }
}

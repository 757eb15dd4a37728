// Apple's trait collection (iOS 17/18), as far as the vendored components use it.

/// Apple's `UITraitCollection` (Sendable).
open class UITraitCollection: NSObject, @unchecked Sendable {
    public init(traitsFrom traitCollections: [UITraitCollection]) { fatalError() }
    public init(preferredContentSizeCategory: UIContentSizeCategory) { fatalError() }
    public init(userInterfaceStyle: UIUserInterfaceStyle) { fatalError() }
    public init(horizontalSizeClass: UIUserInterfaceSizeClass) { fatalError() }
    public init(verticalSizeClass: UIUserInterfaceSizeClass) { fatalError() }
    open class var current: UITraitCollection {
        get { fatalError() }
        set { fatalError() }
    }
    open var preferredContentSizeCategory: UIContentSizeCategory { fatalError() }
    open var userInterfaceStyle: UIUserInterfaceStyle { fatalError() }
    open var horizontalSizeClass: UIUserInterfaceSizeClass { fatalError() }
    open var verticalSizeClass: UIUserInterfaceSizeClass { fatalError() }
    open var displayScale: CGFloat { fatalError() }
    open var accessibilityContrast: UIAccessibilityContrast { fatalError() }
    open var layoutDirection: UITraitEnvironmentLayoutDirection { fatalError() }
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool { fatalError() }
}

/// Apple's `UIContentSizeCategory`.
public struct UIContentSizeCategory: Hashable, RawRepresentable, Comparable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
    public var isAccessibilityCategory: Bool { fatalError() }
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool { fatalError() }
}

/// Apple's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }

/// Apple's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable { case unspecified, compact, regular }

/// Apple's `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight, rightToLeft
}

/// Apple's `UIAccessibilityContrast`.
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1
    case normal, high
}

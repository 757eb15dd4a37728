// Apple's accessibility types (iOS 17/18); the UIAccessibility properties themselves are UIView's (UIView.swift),
// declared in the class so that subclasses can override them as on iOS.

/// Apple's `UIAccessibilityTraits`.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static var none: UIAccessibilityTraits { fatalError() }
    public static var button: UIAccessibilityTraits { fatalError() }
    public static var link: UIAccessibilityTraits { fatalError() }
    public static var header: UIAccessibilityTraits { fatalError() }
    public static var searchField: UIAccessibilityTraits { fatalError() }
    public static var image: UIAccessibilityTraits { fatalError() }
    public static var selected: UIAccessibilityTraits { fatalError() }
    public static var playsSound: UIAccessibilityTraits { fatalError() }
    public static var keyboardKey: UIAccessibilityTraits { fatalError() }
    public static var staticText: UIAccessibilityTraits { fatalError() }
    public static var summaryElement: UIAccessibilityTraits { fatalError() }
    public static var notEnabled: UIAccessibilityTraits { fatalError() }
    public static var updatesFrequently: UIAccessibilityTraits { fatalError() }
    public static var adjustable: UIAccessibilityTraits { fatalError() }
    public static var toggleButton: UIAccessibilityTraits { fatalError() }
}

/// Apple's `UIAccessibilityContainerType` (iOS 11).
public enum UIAccessibilityContainerType: Int, Sendable { case none, dataTable, list, landmark, semanticGroup }

// A stand-in for the parts of UIKit that the components' APIs and the generated factories use,
// so that the `uikit` template's output type-checks on Linux. Not UIKit: declarations only.
import Foundation

@MainActor open class UIView {
    open var tintColor: UIColor!
    open var accessibilityLabel: String?
    /// UIAccessibilityContainer (iOS 13): how assistive technologies treat the view's elements.
    open var accessibilityContainerType: UIAccessibilityContainerType = .none
    open var isUserInteractionEnabled = true
    public init(frame: CGRect) {}
}

/// UIAccessibilityContainerType (iOS 13).
public enum UIAccessibilityContainerType: Int, Sendable {
    case none, dataTable, list, landmark, semanticGroup
}

@MainActor open class UIControl: UIView {
    open var isEnabled = true
}

@MainActor open class UISwitch: UIControl {
    open var isOn = false
    open var onImage: UIImage?
    open var offImage: UIImage?
    public override init(frame: CGRect) { super.init(frame: frame) }
}

public final class UIColor: Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    private init() {}
    public static let white = UIColor(), black = UIColor(), clear = UIColor(), label = UIColor(),
        secondaryLabel = UIColor()
    public static let systemBackground = UIColor(), secondarySystemBackground = UIColor()
    public static let systemBlue = UIColor(), systemRed = UIColor(), systemGreen = UIColor(), systemOrange = UIColor()
    public static let systemYellow = UIColor(), systemPink = UIColor(), systemPurple = UIColor(), systemTeal = UIColor()
    public static let systemIndigo = UIColor(), systemGray = UIColor(), systemGray2 = UIColor(), systemGray3 = UIColor()
    public static let systemGray4 = UIColor(), systemGray5 = UIColor(), systemGray6 = UIColor()
}

public final class UIFont: Sendable {
    public struct Weight: Sendable {
        public static let ultraLight = Weight(), thin = Weight(), light = Weight(), regular = Weight(),
            medium = Weight()
        public static let semibold = Weight(), bold = Weight(), heavy = Weight(), black = Weight()
    }
    private init() {}
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont() }
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont() }
}

public final class UIImage: Sendable {
    public init?(named name: String) {}
    public init?(systemName name: String) {}
}

extension UIImage {
    public enum RenderingMode: Sendable { case automatic, alwaysOriginal, alwaysTemplate }
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }
}

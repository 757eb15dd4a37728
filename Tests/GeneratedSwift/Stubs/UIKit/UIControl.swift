// Apple's UIControl, UISwitch and UIButton (iOS 17/18), as far as the vendored components and the generated code use them.

/// Apple's `UIControl`.
@MainActor open class UIControl: UIView {
    open var isEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var isSelected: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var isHighlighted: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var state: UIControl.State { fatalError() }
    open var isTracking: Bool { fatalError() }
    open var isTouchInside: Bool { fatalError() }
    open var contentVerticalAlignment: UIControl.ContentVerticalAlignment {
        get { fatalError() }
        set { fatalError() }
    }
    open var contentHorizontalAlignment: UIControl.ContentHorizontalAlignment {
        get { fatalError() }
        set { fatalError() }
    }
    public convenience init(frame: CGRect, primaryAction: UIAction?) { fatalError() }
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) { fatalError() }
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) { fatalError() }
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) { fatalError() }
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) { fatalError() }
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        fatalError()
    }
    open func sendActions(for controlEvents: UIControl.Event) { fatalError() }
    open func sendAction(_ action: UIAction) { fatalError() }
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { fatalError() }
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { fatalError() }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) { fatalError() }
    open func cancelTracking(with event: UIEvent?) { fatalError() }
}

extension UIControl {
    /// Apple's `UIControl.Event`.
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var touchDown: UIControl.Event { fatalError() }
        public static var touchDownRepeat: UIControl.Event { fatalError() }
        public static var touchDragInside: UIControl.Event { fatalError() }
        public static var touchDragOutside: UIControl.Event { fatalError() }
        public static var touchDragEnter: UIControl.Event { fatalError() }
        public static var touchDragExit: UIControl.Event { fatalError() }
        public static var touchUpInside: UIControl.Event { fatalError() }
        public static var touchUpOutside: UIControl.Event { fatalError() }
        public static var touchCancel: UIControl.Event { fatalError() }
        public static var valueChanged: UIControl.Event { fatalError() }
        public static var primaryActionTriggered: UIControl.Event { fatalError() }
        public static var menuActionTriggered: UIControl.Event { fatalError() }
        public static var editingDidBegin: UIControl.Event { fatalError() }
        public static var editingChanged: UIControl.Event { fatalError() }
        public static var editingDidEnd: UIControl.Event { fatalError() }
        public static var allTouchEvents: UIControl.Event { fatalError() }
        public static var allEvents: UIControl.Event { fatalError() }
    }

    /// Apple's `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var normal: UIControl.State { fatalError() }
        public static var highlighted: UIControl.State { fatalError() }
        public static var disabled: UIControl.State { fatalError() }
        public static var selected: UIControl.State { fatalError() }
        public static var focused: UIControl.State { fatalError() }
    }

    /// Apple's `UIControl.ContentVerticalAlignment`.
    public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }

    /// Apple's `UIControl.ContentHorizontalAlignment`.
    public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
}

/// Apple's `UIMenuElement`.
@MainActor open class UIMenuElement: NSObject {}

/// Apple's `UIAction` (iOS 14).
@MainActor open class UIAction: UIMenuElement {
    /// Apple's `UIAction.Identifier`.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public convenience init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) { fatalError() }
    open var title: String {
        get { fatalError() }
        set { fatalError() }
    }
    open var identifier: UIAction.Identifier { fatalError() }
    open var sender: Any? { fatalError() }
}

/// Apple's `UIActionHandler`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

extension UIMenuElement {
    /// Apple's `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var disabled: UIMenuElement.Attributes { fatalError() }
        public static var destructive: UIMenuElement.Attributes { fatalError() }
        public static var hidden: UIMenuElement.Attributes { fatalError() }
    }

    /// Apple's `UIMenuElement.State`.
    public enum State: Int, Sendable { case off, on, mixed }
}

/// Apple's `UISwitch`.
@MainActor open class UISwitch: UIControl {
    open var onTintColor: UIColor? {
        get { fatalError() }
        set { fatalError() }
    }
    open var thumbTintColor: UIColor? {
        get { fatalError() }
        set { fatalError() }
    }
    open var onImage: UIImage? {
        get { fatalError() }
        set { fatalError() }
    }
    open var offImage: UIImage? {
        get { fatalError() }
        set { fatalError() }
    }
    open var title: String? {
        get { fatalError() }
        set { fatalError() }
    }
    open var isOn: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func setOn(_ on: Bool, animated: Bool) { fatalError() }
}

/// Apple's `UIButton`.
@MainActor open class UIButton: UIControl {
    /// Apple's `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    public convenience init(type buttonType: UIButton.ButtonType) { fatalError() }
    public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) { fatalError() }
    open var titleLabel: UILabel? { fatalError() }
    open var imageView: UIImageView? { fatalError() }
    open func setTitle(_ title: String?, for state: UIControl.State) { fatalError() }
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { fatalError() }
    open func setImage(_ image: UIImage?, for state: UIControl.State) { fatalError() }
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) { fatalError() }
    open func title(for state: UIControl.State) -> String? { fatalError() }
}

/// Apple's `UISelectionFeedbackGenerator`.
@MainActor open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() { fatalError() }
}

/// Apple's `UIFeedbackGenerator`.
@MainActor open class UIFeedbackGenerator: NSObject {
    public override init() { fatalError() }
    open func prepare() { fatalError() }
}

/// Apple's `UIImpactFeedbackGenerator`.
@MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// Apple's `UIImpactFeedbackGenerator.FeedbackStyle`.
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }

    public init(style: UIImpactFeedbackGenerator.FeedbackStyle) { fatalError() }
    public override init() { fatalError() }
    open func impactOccurred() { fatalError() }
    open func impactOccurred(intensity: CGFloat) { fatalError() }
}

/// Apple's `UINotificationFeedbackGenerator`.
@MainActor open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// Apple's `UINotificationFeedbackGenerator.FeedbackType`.
    public enum FeedbackType: Int, Sendable { case success, warning, error }

    open func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType) { fatalError() }
}

// Apple's UIView (iOS 17/18), as far as the vendored components and the generated code use it.

/// Apple's `UIView`.
@MainActor open class UIView: UIResponder {
    public init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public convenience override init() { fatalError() }

    open class var layerClass: AnyClass { fatalError() }
    open var layer: CALayer { fatalError() }
    open var frame: CGRect {
        get { fatalError() }
        set { fatalError() }
    }
    open var bounds: CGRect {
        get { fatalError() }
        set { fatalError() }
    }
    open var center: CGPoint {
        get { fatalError() }
        set { fatalError() }
    }
    open var transform: CGAffineTransform {
        get { fatalError() }
        set { fatalError() }
    }
    open var backgroundColor: UIColor? {
        get { fatalError() }
        set { fatalError() }
    }
    open var tintColor: UIColor! {
        get { fatalError() }
        set { fatalError() }
    }
    open var tintAdjustmentMode: UIView.TintAdjustmentMode {
        get { fatalError() }
        set { fatalError() }
    }
    open var alpha: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    open var isOpaque: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var isHidden: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var clipsToBounds: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var contentMode: UIView.ContentMode {
        get { fatalError() }
        set { fatalError() }
    }
    open var isUserInteractionEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var tag: Int {
        get { fatalError() }
        set { fatalError() }
    }
    open var semanticContentAttribute: UISemanticContentAttribute {
        get { fatalError() }
        set { fatalError() }
    }
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { fatalError() }
    open var traitCollection: UITraitCollection { fatalError() }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { fatalError() }
    open var intrinsicContentSize: CGSize { fatalError() }
    open func invalidateIntrinsicContentSize() { fatalError() }
    open func sizeThatFits(_ size: CGSize) -> CGSize { fatalError() }
    open func sizeToFit() { fatalError() }

    open var superview: UIView? { fatalError() }
    open var subviews: [UIView] { fatalError() }
    open var window: UIWindow? { fatalError() }
    open func addSubview(_ view: UIView) { fatalError() }
    open func insertSubview(_ view: UIView, at index: Int) { fatalError() }
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) { fatalError() }
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) { fatalError() }
    open func bringSubviewToFront(_ view: UIView) { fatalError() }
    open func sendSubviewToBack(_ view: UIView) { fatalError() }
    open func removeFromSuperview() { fatalError() }
    open func didMoveToSuperview() { fatalError() }
    open func didMoveToWindow() { fatalError() }
    open func willMove(toSuperview newSuperview: UIView?) { fatalError() }
    open func isDescendant(of view: UIView) -> Bool { fatalError() }

    open func setNeedsLayout() { fatalError() }
    open func layoutIfNeeded() { fatalError() }
    open func layoutSubviews() { fatalError() }
    open func setNeedsDisplay() { fatalError() }
    open func draw(_ rect: CGRect) { fatalError() }
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { fatalError() }
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { fatalError() }
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { fatalError() }
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { fatalError() }

    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var constraints: [NSLayoutConstraint] { fatalError() }
    open func addConstraint(_ constraint: NSLayoutConstraint) { fatalError() }
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { fatalError() }
    open func removeConstraint(_ constraint: NSLayoutConstraint) { fatalError() }
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { fatalError() }
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        fatalError()
    }
    open func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) { fatalError() }
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { fatalError() }
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        fatalError()
    }
    open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var leftAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var rightAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var widthAnchor: NSLayoutDimension { fatalError() }
    open var heightAnchor: NSLayoutDimension { fatalError() }
    open var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var layoutMargins: UIEdgeInsets {
        get { fatalError() }
        set { fatalError() }
    }
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { fatalError() }
        set { fatalError() }
    }
    open var layoutMarginsGuide: UILayoutGuide { fatalError() }
    open var safeAreaLayoutGuide: UILayoutGuide { fatalError() }
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) { fatalError() }

    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { fatalError() }
        set { fatalError() }
    }
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }
    open func addInteraction(_ interaction: any UIInteraction) { fatalError() }
    open var interactions: [any UIInteraction] {
        get { fatalError() }
        set { fatalError() }
    }

    // The UIAccessibility informal protocol (NSObject's on iOS).
    open var isAccessibilityElement: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var accessibilityLabel: String? {
        get { fatalError() }
        set { fatalError() }
    }
    open var accessibilityHint: String? {
        get { fatalError() }
        set { fatalError() }
    }
    open var accessibilityValue: String? {
        get { fatalError() }
        set { fatalError() }
    }
    open var accessibilityIdentifier: String? {
        get { fatalError() }
        set { fatalError() }
    }
    open var accessibilityTraits: UIAccessibilityTraits {
        get { fatalError() }
        set { fatalError() }
    }
    open var accessibilityElements: [Any]? {
        get { fatalError() }
        set { fatalError() }
    }
    open var accessibilityElementsHidden: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var shouldGroupAccessibilityChildren: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var accessibilityContainerType: UIAccessibilityContainerType {
        get { fatalError() }
        set { fatalError() }
    }
    open var accessibilityUserInputLabels: [String]! {
        get { fatalError() }
        set { fatalError() }
    }
    open var showsLargeContentViewer: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var largeContentTitle: String? {
        get { fatalError() }
        set { fatalError() }
    }
    open var largeContentImage: UIImage? {
        get { fatalError() }
        set { fatalError() }
    }
    open var accessibilityRespondsToUserInteraction: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    @MainActor @preconcurrency open class func animate(
        withDuration duration: TimeInterval, animations: @escaping @MainActor @Sendable () -> Void
    ) { fatalError() }

    @MainActor @preconcurrency open class func animate(
        withDuration duration: TimeInterval, animations: @escaping @MainActor @Sendable () -> Void,
        completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) { fatalError() }

    @MainActor @preconcurrency open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping @MainActor @Sendable () -> Void, completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) { fatalError() }
    @MainActor @preconcurrency open class func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (@MainActor @Sendable () -> Void)?, completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) { fatalError() }
    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { fatalError() }
    open class var areAnimationsEnabled: Bool { fatalError() }
}

extension UIView {
    /// Apple's `UIView.ContentMode`.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// Apple's `UIView.TintAdjustmentMode`.
    public enum TintAdjustmentMode: Int, Sendable { case automatic, normal, dimmed }

    /// Apple's `UIView.AnimationOptions`.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var layoutSubviews: UIView.AnimationOptions { fatalError() }
        public static var allowUserInteraction: UIView.AnimationOptions { fatalError() }
        public static var beginFromCurrentState: UIView.AnimationOptions { fatalError() }
        public static var curveEaseInOut: UIView.AnimationOptions { fatalError() }
        public static var curveEaseIn: UIView.AnimationOptions { fatalError() }
        public static var curveEaseOut: UIView.AnimationOptions { fatalError() }
        public static var curveLinear: UIView.AnimationOptions { fatalError() }
        public static var transitionCrossDissolve: UIView.AnimationOptions { fatalError() }
        public static var transitionFlipFromLeft: UIView.AnimationOptions { fatalError() }
    }
}

/// Apple's `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

/// Apple's `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable { case leftToRight, rightToLeft }

/// Apple's `UIInteraction`.
@MainActor public protocol UIInteraction: NSObjectProtocol {
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}

/// Apple's `UIWindow`.
@MainActor open class UIWindow: UIView {}

/// Apple's `UIGestureRecognizer`.
@MainActor open class UIGestureRecognizer: NSObject {
    public init(target: Any?, action: Selector?) { fatalError() }
    open var isEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

/// Apple's `UITapGestureRecognizer`.
@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {}

/// Apple's `UIPanGestureRecognizer`.
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var cancelsTouchesInView: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

/// Apple's `UIBezierPath`.
open class UIBezierPath: NSObject {
    public override init() { fatalError() }
    public convenience init(rect: CGRect) { fatalError() }
    public convenience init(ovalIn rect: CGRect) { fatalError() }
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) { fatalError() }
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        fatalError()
    }
    public convenience init(cgPath: CGPath) { fatalError() }
    open var cgPath: CGPath {
        get { fatalError() }
        set { fatalError() }
    }
    open var lineWidth: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    open func move(to point: CGPoint) { fatalError() }
    open func addLine(to point: CGPoint) { fatalError() }
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) { fatalError() }
    open func close() { fatalError() }
    open func append(_ bezierPath: UIBezierPath) { fatalError() }
    open func stroke() { fatalError() }
    open func fill() { fatalError() }
}

/// Apple's `UIRectCorner`.
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var topLeft: UIRectCorner { fatalError() }
    public static var topRight: UIRectCorner { fatalError() }
    public static var bottomLeft: UIRectCorner { fatalError() }
    public static var bottomRight: UIRectCorner { fatalError() }
    public static var allCorners: UIRectCorner { fatalError() }
}

/// Apple's `UILongPressGestureRecognizer`.
@MainActor open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval {
        get { fatalError() }
        set { fatalError() }
    }
}

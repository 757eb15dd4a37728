// The parts of Apple's QuartzCore (Core Animation) that the vendored components use.
// Declarations with Apple's signatures; the bodies never run.
@_exported import CoreGraphics

/// Apple's `CALayer` (not isolated to the main actor).
open class CALayer: NSObject {
    public override init() { fatalError() }
    public init(layer: Any) { fatalError() }
    open var cornerRadius: CGFloat = 0
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var backgroundColor: CGColor?
    open var masksToBounds: Bool = false
    open var maskedCorners: CACornerMask = []
    open var cornerCurve: CALayerCornerCurve = .circular
    open var shadowColor: CGColor?
    open var shadowOpacity: Float = 0
    open var shadowOffset: CGSize = .zero
    open var shadowRadius: CGFloat = 0
    open var shadowPath: CGPath?
    open var opacity: Float = 0
    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var mask: CALayer?
    open var sublayers: [CALayer]?
    open func addSublayer(_ layer: CALayer) { fatalError() }
    open func removeFromSuperlayer() { fatalError() }
    open func removeAllAnimations() { fatalError() }
}

/// Apple's `CAShapeLayer`.
open class CAShapeLayer: CALayer {
    open var path: CGPath?
    open var fillColor: CGColor?
    open var strokeColor: CGColor?
    open var lineWidth: CGFloat = 0
    open var lineDashPattern: [NSNumber]?
    open var lineCap: CAShapeLayerLineCap = .butt
}

/// Apple's `CACornerMask`.
public struct CACornerMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var layerMinXMinYCorner: CACornerMask { fatalError() }
    public static var layerMaxXMinYCorner: CACornerMask { fatalError() }
    public static var layerMinXMaxYCorner: CACornerMask { fatalError() }
    public static var layerMaxXMaxYCorner: CACornerMask { fatalError() }
}

/// Apple's `CALayerCornerCurve`.
public struct CALayerCornerCurve: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// Apple's `CAShapeLayerLineCap`.
public struct CAShapeLayerLineCap: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

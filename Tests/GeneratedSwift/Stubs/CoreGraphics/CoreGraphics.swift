// The parts of Apple's CoreGraphics that swift-corelibs-foundation lacks (it has CGFloat, CGPoint,
// CGSize, CGRect) and that the vendored components use. Declarations only: the bodies never run.
@_exported import Foundation

/// Apple's `CGColor` (a CoreFoundation type, Sendable).
public final class CGColor: @unchecked Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
    public var alpha: CGFloat { fatalError() }
    public func copy(alpha: CGFloat) -> CGColor? { fatalError() }
}

/// Apple's `CGImage`.
public final class CGImage: @unchecked Sendable {}

/// Apple's `CGPath`.
public class CGPath: @unchecked Sendable {}

/// Apple's `CGMutablePath`.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public override init() { fatalError() }
}

/// Apple's `CGAffineTransform`.
public struct CGAffineTransform: Equatable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
    public init() { fatalError() }
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) { fatalError() }
    public init(rotationAngle angle: CGFloat) { fatalError() }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { fatalError() }
    public init(translationX tx: CGFloat, y ty: CGFloat) { fatalError() }
    public static var identity: CGAffineTransform { fatalError() }
}

/// Apple's `CGBlendMode`.
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut
    case sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
}

/// Apple's `CGLineCap`.
public enum CGLineCap: Int32, Sendable { case butt, round, square }

/// Apple's `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }

/// Apple's `CGContext`.
public final class CGContext {}

// Apple's SwiftUI shapes (iOS 17/18): Shape, InsettableShape, Path, StrokeStyle and the built-in shapes.

/// Apple's `Shape`.
public protocol Shape: Sendable, Animatable, View {
    nonisolated func path(in rect: CGRect) -> Path
    nonisolated static var role: ShapeRole { get }
    nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { get }
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    nonisolated public static var role: ShapeRole { fatalError() }
    nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { fatalError() }
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fatalError() }
    public var body: _ShapeView<Self, ForegroundStyle> { fatalError() }
    public func fill<S>(_ content: S, style: FillStyle = FillStyle()) -> some View where S: ShapeStyle { fatalError() }
    public func stroke<S>(_ content: S, lineWidth: CGFloat = 1) -> some View where S: ShapeStyle { fatalError() }
    public func stroke<S>(_ content: S, style: StrokeStyle) -> some View where S: ShapeStyle { fatalError() }
}

/// Apple's `_ShapeView`: a shape filled with a style.
@frozen public struct _ShapeView<Content, Style>: View where Content: Shape, Style: ShapeStyle {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// Apple's `ForegroundStyle`.
@frozen public struct ForegroundStyle: ShapeStyle {
    public init() {}
}

/// Apple's `FillStyle`.
@frozen public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) { fatalError() }
}

/// Apple's `ShapeRole`.
public enum ShapeRole: Equatable, Hashable, Sendable { case fill, stroke, separator }

/// Apple's `LayoutDirectionBehavior`.
public enum LayoutDirectionBehavior: Hashable, Sendable {
    case fixed
    case mirrors(in: LayoutDirection)
    public static var mirrors: LayoutDirectionBehavior { fatalError() }
}

/// Apple's `ProposedViewSize`.
@frozen public struct ProposedViewSize: Equatable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?
    public init(width: CGFloat?, height: CGFloat?) { fatalError() }
    public init(_ size: CGSize) { fatalError() }
    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
}

/// Apple's `Animatable`.
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: Self.AnimatableData { get set }
}

extension Animatable where Self.AnimatableData == EmptyAnimatableData {
    nonisolated public var animatableData: EmptyAnimatableData {
        get { fatalError() }
        set { fatalError() }
    }
}

/// Apple's `VectorArithmetic`.
public protocol VectorArithmetic: AdditiveArithmetic {
    mutating func scale(by rhs: Double)
    var magnitudeSquared: Double { get }
}

/// Apple's `EmptyAnimatableData`.
@frozen public struct EmptyAnimatableData: VectorArithmetic {
    public init() {}
    public static var zero: EmptyAnimatableData { fatalError() }
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { fatalError() }
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { fatalError() }
    public mutating func scale(by rhs: Double) { fatalError() }
    public var magnitudeSquared: Double { fatalError() }
}

/// Apple's `InsettableShape`.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> Self.InsetShape
}

extension InsettableShape {
    public func strokeBorder<S>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View
    where S: ShapeStyle { fatalError() }
    public func strokeBorder<S>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View
    where S: ShapeStyle { fatalError() }
}

/// Apple's `Path`.
@frozen public struct Path: Equatable, Sendable, Shape {
    public init() { fatalError() }
    public init(_ path: CGPath) { fatalError() }
    public init(_ rect: CGRect) { fatalError() }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        fatalError()
    }
    public init(_ callback: (inout Path) -> Void) { fatalError() }
    public var cgPath: CGPath { fatalError() }
    nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
    public mutating func move(to end: CGPoint) { fatalError() }
    public mutating func addLine(to end: CGPoint) { fatalError() }
    public mutating func closeSubpath() { fatalError() }
    public typealias AnimatableData = EmptyAnimatableData
    public typealias Body = _ShapeView<Path, ForegroundStyle>
}

/// Apple's `StrokeStyle`.
@frozen public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
    ) { fatalError() }
}

/// Apple's `RoundedCornerStyle`.
public enum RoundedCornerStyle: Equatable, Hashable, Sendable { case circular, continuous }

/// Apple's `Rectangle`.
@frozen public struct Rectangle: Shape, InsettableShape {
    public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
    nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { self }
    public typealias AnimatableData = EmptyAnimatableData
    public typealias Body = _ShapeView<Rectangle, ForegroundStyle>
}

/// Apple's `RoundedRectangle`.
@frozen public struct RoundedRectangle: Shape, InsettableShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { fatalError() }
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { fatalError() }
    nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
    nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { self }
    nonisolated public var animatableData: CGSize.AnimatableData {
        get { fatalError() }
        set { fatalError() }
    }
    public typealias Body = _ShapeView<RoundedRectangle, ForegroundStyle>
}

/// Apple's `UnevenRoundedRectangle` (iOS 16).
@frozen public struct UnevenRoundedRectangle: Shape, InsettableShape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) { fatalError() }
    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) { fatalError() }
    nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
    nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { self }
    nonisolated public var animatableData: RectangleCornerRadii.AnimatableData {
        get { fatalError() }
        set { fatalError() }
    }
    public typealias Body = _ShapeView<UnevenRoundedRectangle, ForegroundStyle>
}

/// Apple's `RectangleCornerRadii`.
@frozen public struct RectangleCornerRadii: Equatable, Animatable, Sendable {
    public var topLeading: CGFloat, bottomLeading: CGFloat, bottomTrailing: CGFloat, topTrailing: CGFloat
    public init(
        topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0
    ) {
        fatalError()
    }
    public typealias AnimatableData = EmptyAnimatableData
}

/// Apple's `Circle`.
@frozen public struct Circle: Shape, InsettableShape {
    public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
    nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { self }
    public typealias AnimatableData = EmptyAnimatableData
    public typealias Body = _ShapeView<Circle, ForegroundStyle>
}

/// Apple's `Capsule`.
@frozen public struct Capsule: Shape, InsettableShape {
    public init(style: RoundedCornerStyle = .continuous) {}
    nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
    nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { self }
    public typealias AnimatableData = EmptyAnimatableData
    public typealias Body = _ShapeView<Capsule, ForegroundStyle>
}

extension CGSize {
    /// Apple's `CGSize.AnimatableData`.
    public typealias AnimatableData = EmptyAnimatableData
}

// Apple's SwiftUI layout types (iOS 17/18): stacks, alignment, edges and insets, GeometryReader, Spacer, Form and Section.

/// Apple's `HorizontalAlignment`.
@frozen public struct HorizontalAlignment: Equatable, Sendable {
    public static let leading = HorizontalAlignment(), center = HorizontalAlignment()
    public static let trailing = HorizontalAlignment(), listRowSeparatorLeading = HorizontalAlignment()
    public static let listRowSeparatorTrailing = HorizontalAlignment()
    private init() {}
}

/// Apple's `VerticalAlignment`.
@frozen public struct VerticalAlignment: Equatable, Sendable {
    public static let top = VerticalAlignment(), center = VerticalAlignment(), bottom = VerticalAlignment()
    public static let firstTextBaseline = VerticalAlignment(), lastTextBaseline = VerticalAlignment()
    private init() {}
}

/// Apple's `Alignment`.
@frozen public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// Apple's `Axis`.
@frozen public enum Axis: Int8, CaseIterable, Sendable {
    case horizontal, vertical

    /// Apple's `Axis.Set`.
    @frozen public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1), vertical = Set(rawValue: 2)
    }
}

/// Apple's `Edge`.
@frozen public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    /// Apple's `Edge.Set`.
    @frozen public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ e: Edge) { fatalError() }
        public static let top = Set(rawValue: 1), leading = Set(rawValue: 2), bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8), all = Set(rawValue: 15), horizontal = Set(rawValue: 10)
        public static let vertical = Set(rawValue: 5)
    }
}

/// Apple's `EdgeInsets`.
@frozen public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) { fatalError() }
    public init() { fatalError() }
}

/// Apple's `UnitPoint`.
@frozen public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat, y: CGFloat
    public init(x: CGFloat, y: CGFloat) { fatalError() }
    public static let zero = UnitPoint(x: 0, y: 0), center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5), trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0), bottom = UnitPoint(x: 0.5, y: 1)
}

/// Apple's `Angle`.
@frozen public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double
    public var degrees: Double {
        get { fatalError() }
        set { fatalError() }
    }
    public init(radians: Double) { fatalError() }
    public init(degrees: Double) { fatalError() }
    public static func radians(_ radians: Double) -> Angle { fatalError() }
    public static func degrees(_ degrees: Double) -> Angle { fatalError() }
    public static func < (lhs: Angle, rhs: Angle) -> Bool { fatalError() }
}

/// Apple's `HStack`.
@frozen public struct HStack<Content>: View where Content: View {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        fatalError()
    }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// Apple's `VStack`.
@frozen public struct VStack<Content>: View where Content: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {
        fatalError()
    }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// Apple's `ZStack`.
@frozen public struct ZStack<Content>: View where Content: View {
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// Apple's `LazyHStack`.
public struct LazyHStack<Content>: View where Content: View {
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// Apple's `LazyVStack`.
public struct LazyVStack<Content>: View where Content: View {
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// Apple's `PinnedScrollableViews`.
@frozen public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// Apple's `Spacer`.
@frozen public struct Spacer: View {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// Apple's `GeometryProxy`.
public struct GeometryProxy {
    public var size: CGSize { fatalError() }
    public var safeAreaInsets: EdgeInsets { fatalError() }
}

/// Apple's `GeometryReader`.
@frozen public struct GeometryReader<Content>: View where Content: View {
    public var content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// Apple's `Form`.
public struct Form<Content>: View where Content: View {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// Apple's `Section`.
public struct Section<Parent, Content, Footer> {}

extension Section: View where Parent: View, Content: View, Footer: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        fatalError()
    }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) { fatalError() }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { fatalError() }
    @_disfavoredOverload public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {
        fatalError()
    }
}

/// Apple's `ScrollView`.
public struct ScrollView<Content>: View where Content: View {
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        fatalError()
    }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

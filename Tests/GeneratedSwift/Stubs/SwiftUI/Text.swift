// Apple's SwiftUI Text, LocalizedStringKey, Font, Color and Image (iOS 17/18).

/// Apple's `LocalizedStringKey`.
@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    /// Apple's `LocalizedStringKey.StringInterpolation`.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        public init(literalCapacity: Int, interpolationCount: Int) { fatalError() }
        public mutating func appendLiteral(_ literal: String) { fatalError() }
        public mutating func appendInterpolation(_ string: String) { fatalError() }
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil)
        where Subject: ReferenceConvertible { fatalError() }
        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable { fatalError() }
        public mutating func appendInterpolation(_ text: Text) { fatalError() }
    }

    public init(_ value: String) { fatalError() }
    public init(stringLiteral value: String) { fatalError() }
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { fatalError() }
}

/// Apple's `_FormatSpecifiable`: the numbers a localized string interpolates with a format specifier.
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arg: Self._Arg { get }
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
    public var _arg: Int { fatalError() }
    public var _specifier: String { fatalError() }
}

extension Double: _FormatSpecifiable {
    public var _arg: Double { fatalError() }
    public var _specifier: String { fatalError() }
}

/// Apple's `Text`.
@frozen public struct Text: Equatable, Sendable {
    public init(verbatim content: String) { fatalError() }
    @_disfavoredOverload public init<S>(_ content: S) where S: StringProtocol { fatalError() }
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        fatalError()
    }
    public init(_ attributedContent: AttributedString) { fatalError() }
    public init(_ image: Image) { fatalError() }
    public static func == (a: Text, b: Text) -> Bool { fatalError() }
    public func font(_ font: Font?) -> Text { fatalError() }
    public func fontWeight(_ weight: Font.Weight?) -> Text { fatalError() }
    public func foregroundColor(_ color: Color?) -> Text { fatalError() }
    public func foregroundStyle<S>(_ style: S) -> Text where S: ShapeStyle { fatalError() }
    public func bold() -> Text { fatalError() }
    public func italic() -> Text { fatalError() }
    public static func + (lhs: Text, rhs: Text) -> Text { fatalError() }
}

extension Text: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// Apple's `Font`.
@frozen public struct Font: Hashable, Sendable {
    /// Apple's `Font.TextStyle`.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// Apple's `Font.Weight`.
    @frozen public struct Weight: Hashable, Sendable {
        public static let ultraLight = Weight(), thin = Weight(), light = Weight(), regular = Weight()
        public static let medium = Weight(), semibold = Weight(), bold = Weight(), heavy = Weight(), black = Weight()
        private init() {}
    }

    /// Apple's `Font.Design`.
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    public static let largeTitle = Font(), title = Font(), title2 = Font(), title3 = Font(), headline = Font()
    public static let subheadline = Font(), body = Font(), callout = Font(), footnote = Font(), caption = Font()
    public static let caption2 = Font()
    public init(_ font: UIFont) { fatalError() }
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
        fatalError()
    }
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        fatalError()
    }
    public static func custom(_ name: String, size: CGFloat) -> Font { fatalError() }
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        fatalError()
    }
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { fatalError() }
    public func weight(_ weight: Font.Weight) -> Font { fatalError() }
    public func bold() -> Font { fatalError() }
    public func italic() -> Font { fatalError() }
    private init() {}
}

/// Apple's `ShapeStyle`.
public protocol ShapeStyle: Sendable {}

/// Apple's `Color`.
@frozen public struct Color: Hashable, CustomStringConvertible, Sendable, ShapeStyle {
    /// Apple's `Color.RGBColorSpace`.
    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }

    public init(_ color: UIColor) { fatalError() }
    public init(uiColor: UIColor) { fatalError() }
    public init(_ name: String, bundle: Bundle? = nil) { fatalError() }
    public init(
        _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) { fatalError() }
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) { fatalError() }
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) { fatalError() }
    public func opacity(_ opacity: Double) -> Color { fatalError() }
    public var description: String { fatalError() }

    public static let black = Color(), white = Color(), gray = Color(), red = Color(), green = Color(), blue = Color()
    public static let orange = Color(), yellow = Color(), pink = Color(), purple = Color(), primary = Color()
    public static let secondary = Color(), clear = Color(), mint = Color(), teal = Color()
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    public static let accentColor = Color()  // Apple's name
    public static let cyan = Color(), indigo = Color(), brown = Color()
    private init() {}
}

extension Color: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// Apple's `HierarchicalShapeStyle`.
@frozen public struct HierarchicalShapeStyle: ShapeStyle {
    public static let primary = HierarchicalShapeStyle(), secondary = HierarchicalShapeStyle()
    public static let tertiary = HierarchicalShapeStyle(), quaternary = HierarchicalShapeStyle()
    private init() {}
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { fatalError() }
    public static var secondary: HierarchicalShapeStyle { fatalError() }
    public static var tertiary: HierarchicalShapeStyle { fatalError() }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { fatalError() }
    public static var blue: Color { fatalError() }
    public static var green: Color { fatalError() }
    public static var orange: Color { fatalError() }
    public static var black: Color { fatalError() }
    public static var white: Color { fatalError() }
    public static var gray: Color { fatalError() }
    public static var clear: Color { fatalError() }
}

/// Apple's `AnyShapeStyle`.
@frozen public struct AnyShapeStyle: ShapeStyle {
    public init<S>(_ style: S) where S: ShapeStyle { fatalError() }
}

/// Apple's `Image`.
@frozen public struct Image: Equatable, Sendable {
    /// Apple's `Image.TemplateRenderingMode`.
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }

    /// Apple's `Image.ResizingMode`.
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }

    public init(_ name: String, bundle: Bundle? = nil) { fatalError() }
    public init(systemName: String) { fatalError() }
    public init(uiImage: UIImage) { fatalError() }
    public init(decorative name: String, bundle: Bundle? = nil) { fatalError() }
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image {
        fatalError()
    }
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image { fatalError() }
    public static func == (lhs: Image, rhs: Image) -> Bool { fatalError() }
}

extension Image: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// Text's own accessibility modifiers (iOS 15), which return `Text`, so that a labelled text can be
// a `Text` where one is expected (Spark's group items' labels).
extension Text {
    public func accessibilityLabel(_ label: Text) -> Text { fatalError() }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Text { fatalError() }
    @_disfavoredOverload public func accessibilityLabel<S>(_ label: S) -> Text where S: StringProtocol { fatalError() }
}

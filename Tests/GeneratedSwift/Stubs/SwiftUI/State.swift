// Apple's SwiftUI state and environment (iOS 17/18): State, Binding, Environment, the observed objects, ScaledMetric.

/// Apple's `DynamicProperty`.
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// Apple's `State`.
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) { fatalError() }
    public init(initialValue value: Value) { fatalError() }
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    public var projectedValue: Binding<Value> { fatalError() }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { fatalError() }
}

extension State: Sendable where Value: Sendable {}

/// Apple's `Binding`.
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    public var transaction: Transaction
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { fatalError() }
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) { fatalError() }
    public init(projectedValue: Binding<Value>) { fatalError() }
    public init?(_ base: Binding<Value?>) { fatalError() }
    public init<V>(_ base: Binding<V>) where Value == V? { fatalError() }
    public init<V>(_ base: Binding<V>) where Value == AnyHashable, V: Hashable { fatalError() }
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    public var projectedValue: Binding<Value> { fatalError() }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError()
    }
    public func transaction(_ transaction: Transaction) -> Binding<Value> { fatalError() }
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { fatalError() }
}

extension Binding: DynamicProperty {}
extension Binding: @unchecked Sendable where Value: Sendable {}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { fatalError() }
}

/// Apple's `EnvironmentKey`.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// Apple's `EnvironmentValues`.
public struct EnvironmentValues: CustomStringConvertible {
    public init() { fatalError() }
    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { fatalError() }
        set { fatalError() }
    }
    public var description: String { fatalError() }
    public var isEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    public var font: Font? {
        get { fatalError() }
        set { fatalError() }
    }
    public var colorScheme: ColorScheme {
        get { fatalError() }
        set { fatalError() }
    }
    public var colorSchemeContrast: ColorSchemeContrast { fatalError() }
    public var layoutDirection: LayoutDirection {
        get { fatalError() }
        set { fatalError() }
    }
    public var dynamicTypeSize: DynamicTypeSize {
        get { fatalError() }
        set { fatalError() }
    }
    public var sizeCategory: ContentSizeCategory {
        get { fatalError() }
        set { fatalError() }
    }
    public var locale: Locale {
        get { fatalError() }
        set { fatalError() }
    }
    public var displayScale: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { fatalError() }
        set { fatalError() }
    }
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { fatalError() }
        set { fatalError() }
    }
    public var accessibilityReduceMotion: Bool { fatalError() }
    public var accessibilityEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    public var legibilityWeight: LegibilityWeight? {
        get { fatalError() }
        set { fatalError() }
    }
}

/// Apple's `Environment`.
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
    public var wrappedValue: Value { fatalError() }
}

extension Environment: Sendable where Value: Sendable {}

/// Apple's `ObservedObject`.
@propertyWrapper @frozen public struct ObservedObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// Apple's `ObservedObject.Wrapper`.
    @dynamicMemberLookup @frozen public struct Wrapper {
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<
            Subject
        > {
            fatalError()
        }
    }

    public init(initialValue: ObjectType) { fatalError() }
    public init(wrappedValue: ObjectType) { fatalError() }
    public var wrappedValue: ObjectType
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

/// Apple's `StateObject`.
@frozen @propertyWrapper public struct StateObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { fatalError() }
    @MainActor @preconcurrency public var wrappedValue: ObjectType { fatalError() }
    @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

/// Apple's `ScaledMetric`.
@propertyWrapper public struct ScaledMetric<Value>: DynamicProperty where Value: BinaryFloatingPoint {
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { fatalError() }
    public init(wrappedValue: Value) { fatalError() }
    public var wrappedValue: Value { fatalError() }
}

/// Apple's `Transaction`.
@frozen public struct Transaction {
    public init() { fatalError() }
    public init(animation: Animation?) { fatalError() }
    public var animation: Animation? {
        get { fatalError() }
        set { fatalError() }
    }
    public var disablesAnimations: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

/// Apple's `Animation`.
@frozen public struct Animation: Equatable, Sendable {
    public static let `default` = Animation()
    public static var linear: Animation { fatalError() }
    public static var easeIn: Animation { fatalError() }
    public static var easeOut: Animation { fatalError() }
    public static var easeInOut: Animation { fatalError() }
    public static var spring: Animation { fatalError() }
    public static func linear(duration: TimeInterval) -> Animation { fatalError() }
    public static func easeIn(duration: TimeInterval) -> Animation { fatalError() }
    public static func easeOut(duration: TimeInterval) -> Animation { fatalError() }
    public static func easeInOut(duration: TimeInterval) -> Animation { fatalError() }
    public func delay(_ delay: TimeInterval) -> Animation { fatalError() }
    public func speed(_ speed: Double) -> Animation { fatalError() }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { fatalError() }
    public func repeatForever(autoreverses: Bool = true) -> Animation { fatalError() }
    private init() {}
}

/// Apple's `withAnimation(_:_:)`.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    fatalError()
}

/// Apple's `withTransaction(_:_:)`.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    fatalError()
}

/// Apple's `ColorScheme`.
public enum ColorScheme: CaseIterable, Hashable, Sendable { case light, dark }

/// Apple's `ColorSchemeContrast`.
public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable { case standard, increased }

/// Apple's `LayoutDirection`.
public enum LayoutDirection: Hashable, CaseIterable, Sendable { case leftToRight, rightToLeft }

/// Apple's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }

/// Apple's `LegibilityWeight`.
public enum LegibilityWeight: Hashable, Sendable { case regular, bold }

/// Apple's `DynamicTypeSize`.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    public var isAccessibilitySize: Bool { fatalError() }
}

/// Apple's `ContentSizeCategory`.
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge
    public var isAccessibilityCategory: Bool { fatalError() }
}

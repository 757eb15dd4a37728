// Apple's SwiftUI modifiers (iOS 17/18) that the vendored components and the generated screens use: the
// View methods, EnvironmentalModifier, PreferenceKey, the accessibility types, SensoryFeedback, UIViewRepresentable.

/// Apple's `EnvironmentalModifier`.
@MainActor @preconcurrency public protocol EnvironmentalModifier: ViewModifier where Self.Body == Never {
    associatedtype ResolvedModifier: ViewModifier
    func resolve(in environment: EnvironmentValues) -> Self.ResolvedModifier
}

extension EnvironmentalModifier {
    public func body(content: Self.Content) -> Never { fatalError() }
}

/// Apple's `PlaceholderContentView` (iOS 17).
public struct PlaceholderContentView<Value>: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// Apple's `PreferenceKey`.
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
    static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

/// Apple's `AccessibilityTraits`.
public struct AccessibilityTraits: SetAlgebra, Sendable {
    public static let isButton = AccessibilityTraits(), isHeader = AccessibilityTraits()
    public static let isSelected = AccessibilityTraits(), isLink = AccessibilityTraits()
    public static let isSearchField = AccessibilityTraits(), isImage = AccessibilityTraits()
    public static let playsSound = AccessibilityTraits(), isKeyboardKey = AccessibilityTraits()
    public static let isStaticText = AccessibilityTraits(), isSummaryElement = AccessibilityTraits()
    public static let updatesFrequently = AccessibilityTraits(), startsMediaSession = AccessibilityTraits()
    public static let allowsDirectInteraction = AccessibilityTraits(), causesPageTurn = AccessibilityTraits()
    public static let isModal = AccessibilityTraits(), isToggle = AccessibilityTraits()
    public init() {}
    public typealias Element = AccessibilityTraits
    public typealias ArrayLiteralElement = AccessibilityTraits
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
    public func contains(_ member: AccessibilityTraits) -> Bool { fatalError() }
    public mutating func insert(_ newMember: AccessibilityTraits) -> (
        inserted: Bool, memberAfterInsert: AccessibilityTraits
    ) { fatalError() }
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? { fatalError() }
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? { fatalError() }
    public mutating func formUnion(_ other: AccessibilityTraits) { fatalError() }
    public mutating func formIntersection(_ other: AccessibilityTraits) { fatalError() }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { fatalError() }
    public static func == (a: AccessibilityTraits, b: AccessibilityTraits) -> Bool { fatalError() }
}

/// Apple's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    public static let ignore = AccessibilityChildBehavior(), contain = AccessibilityChildBehavior()
    public static let combine = AccessibilityChildBehavior()
    private init() {}
}

/// Apple's `SensoryFeedback` (iOS 17).
public struct SensoryFeedback: Equatable, Sendable {
    /// Apple's `SensoryFeedback.Weight`.
    public struct Weight: Equatable, Sendable {
        public static let light = Weight(), medium = Weight(), heavy = Weight()
        private init() {}
    }

    /// Apple's `SensoryFeedback.Flexibility`.
    public struct Flexibility: Equatable, Sendable {
        public static let rigid = Flexibility(), solid = Flexibility(), soft = Flexibility()
        private init() {}
    }

    public static let success = SensoryFeedback(), warning = SensoryFeedback(), error = SensoryFeedback()
    public static let selection = SensoryFeedback(), increase = SensoryFeedback(), decrease = SensoryFeedback()
    public static let start = SensoryFeedback(), stop = SensoryFeedback(), alignment = SensoryFeedback()
    public static let levelChange = SensoryFeedback(), impact = SensoryFeedback()
    public static func impact(weight: SensoryFeedback.Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        fatalError()
    }
    public static func impact(flexibility: SensoryFeedback.Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        fatalError()
    }
    private init() {}
}

/// Apple's `UIViewRepresentable`.
@MainActor @preconcurrency public protocol UIViewRepresentable: View where Self.Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>
    @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
    @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    @MainActor @preconcurrency static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
}

extension UIViewRepresentable where Self.Coordinator == Void {
    public func makeCoordinator() -> Self.Coordinator { fatalError() }
}

extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) { fatalError() }
    public var body: Never { fatalError() }
}

/// Apple's `UIViewRepresentableContext`.
@MainActor @preconcurrency public struct UIViewRepresentableContext<Representable>
where Representable: UIViewRepresentable {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction { fatalError() }
    public var environment: EnvironmentValues { fatalError() }
}

extension View {
    public func disabled(_ disabled: Bool) -> some View { self }
    public func hidden() -> some View { self }
    public func opacity(_ opacity: Double) -> some View { self }
    public func font(_ font: Font?) -> some View { self }
    public func foregroundColor(_ color: Color?) -> some View { self }
    public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle { self }
    public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
    where V: View { self }
    public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View
    where S: ShapeStyle { self }
    public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
    where V: View { self }
    public func padding(_ insets: EdgeInsets) -> some View { self }
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
    public func padding(_ length: CGFloat) -> some View { self }
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        self
    }
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View { self }
    public func fixedSize() -> some View { self }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { self }
    public func layoutPriority(_ value: Double) -> some View { self }
    public func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View where S: Shape { self }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { self }
    public func contentShape<S>(_ shape: S, eoFill: Bool = false) -> some View where S: Shape { self }
    public func animation<V>(_ animation: Animation?, value: V) -> some View where V: Equatable { self }
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { self }
    public func tint(_ tint: Color?) -> some View { self }
    public func id<ID>(_ id: ID) -> some View where ID: Hashable { self }
    public func tag<V>(_ tag: V) -> some View where V: Hashable { self }
    public func buttonStyle<S>(_ style: S) -> some View where S: ButtonStyle { self }
    public func buttonStyle<S>(_ style: S) -> some View where S: PrimitiveButtonStyle { self }
    public func toggleStyle<S>(_ style: S) -> some View where S: ToggleStyle { self }
    public func labelStyle<S>(_ style: S) -> some View where S: LabelStyle { self }
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
    public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View
    where V: Equatable { self }
    public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View
    where V: Equatable { self }
    public func preference<K>(key: K.Type = K.self, value: K.Value) -> some View where K: PreferenceKey { self }
    public func onPreferenceChange<K>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
    where K: PreferenceKey, K.Value: Equatable { self }
    public func sensoryFeedback<T>(_ feedback: SensoryFeedback, trigger: T) -> some View where T: Equatable { self }
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { self }
    public func dynamicTypeSize<T>(_ range: T) -> some View where T: RangeExpression, T.Bound == DynamicTypeSize {
        self
    }

    public func accessibilityLabel(_ label: Text) -> some View { self }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { self }
    @_disfavoredOverload public func accessibilityLabel<S>(_ label: S) -> some View where S: StringProtocol { self }
    public func accessibilityHint(_ hint: Text) -> some View { self }
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { self }
    @_disfavoredOverload public func accessibilityHint<S>(_ hint: S) -> some View where S: StringProtocol { self }
    public func accessibilityValue(_ valueDescription: Text) -> some View { self }
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { self }
    @_disfavoredOverload public func accessibilityValue<S>(_ value: S) -> some View where S: StringProtocol { self }
    public func accessibilityIdentifier(_ identifier: String) -> some View { self }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }
    public func accessibilityShowsLargeContentViewer() -> some View { self }
}

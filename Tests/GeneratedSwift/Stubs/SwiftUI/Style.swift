// Apple's SwiftUI controls and their styles (iOS 17/18): Button, Toggle, Label, ButtonStyle, ToggleStyle, LabelStyle.

/// Apple's `Button`.
public struct Button<Label>: View where Label: View {
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) { fatalError() }
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        fatalError()
    }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) { fatalError() }
    @_disfavoredOverload public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {
        fatalError()
    }
}

/// Apple's `ButtonRole`.
public struct ButtonRole: Equatable, Sendable {
    public static let destructive = ButtonRole(), cancel = ButtonRole()
    private init() {}
}

/// Apple's `ButtonStyle`.
@MainActor @preconcurrency public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ButtonStyleConfiguration
}

/// Apple's `ButtonStyleConfiguration`.
public struct ButtonStyleConfiguration {
    /// Apple's `ButtonStyleConfiguration.Label`.
    public struct Label: View {
        public typealias Body = Never
        public var body: Never { fatalError() }
    }

    public let role: ButtonRole?
    public let label: ButtonStyleConfiguration.Label
    public let isPressed: Bool
}

/// Apple's `PrimitiveButtonStyle`.
@MainActor @preconcurrency public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// Apple's `PrimitiveButtonStyleConfiguration`.
public struct PrimitiveButtonStyleConfiguration {
    public let role: ButtonRole?
    public func trigger() { fatalError() }
}

/// Apple's `Toggle`.
public struct Toggle<Label>: View where Label: View {
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { fatalError() }
    public init(_ configuration: ToggleStyleConfiguration) where Label == ToggleStyleConfiguration.Label {
        fatalError()
    }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { fatalError() }
    @_disfavoredOverload public init<S>(_ title: S, isOn: Binding<Bool>) where S: StringProtocol { fatalError() }
}

/// Apple's `ToggleStyle`.
@MainActor @preconcurrency public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ToggleStyleConfiguration
}

/// Apple's `ToggleStyleConfiguration`.
public struct ToggleStyleConfiguration {
    /// Apple's `ToggleStyleConfiguration.Label`.
    public struct Label: View {
        public typealias Body = Never
        public var body: Never { fatalError() }
    }

    public let label: ToggleStyleConfiguration.Label
    @Binding public var isOn: Bool
    public var isMixed: Bool
}

/// Apple's `Label`.
public struct Label<Title, Icon>: View where Title: View, Icon: View {
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// Apple's `LabelStyle`.
@MainActor @preconcurrency public protocol LabelStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = LabelStyleConfiguration
}

/// Apple's `LabelStyleConfiguration`.
public struct LabelStyleConfiguration {
    /// Apple's `LabelStyleConfiguration.Title`.
    public struct Title: View {
        public typealias Body = Never
        public var body: Never { fatalError() }
    }

    /// Apple's `LabelStyleConfiguration.Icon`.
    public struct Icon: View {
        public typealias Body = Never
        public var body: Never { fatalError() }
    }

    public var title: LabelStyleConfiguration.Title { fatalError() }
    public var icon: LabelStyleConfiguration.Icon { fatalError() }
}

/// Apple's `PlainButtonStyle`.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: PlainButtonStyle.Configuration) -> some View { EmptyView() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { fatalError() }
}

// A stub of the parts of Apple's UIKit (iOS 17/18 SDK) that the vendored components and the
// generated code use, so that both type-check on Linux. Declarations with Apple's signatures and
// isolation (views and controls are @MainActor); every body is `fatalError()`: nothing here runs.
// Like Apple's, it re-exports Foundation (with FoundationLocalization), CoreGraphics, QuartzCore and Combine
// (Spark's UIKit-only files use @Published).
@_exported import Combine
@_exported import CoreGraphics
@_exported import FoundationLocalization
@_exported import QuartzCore

/// Apple's `Selector` (from the ObjectiveC module UIKit re-exports): the name of an action method.
public struct Selector: Hashable, ExpressibleByStringLiteral, Sendable {
    public init(_ str: String) { fatalError() }
    public init(stringLiteral value: String) { fatalError() }
}

/// Apple's `UIResponder`.
@MainActor open class UIResponder: NSObject {
    public override init() { fatalError() }
    open var next: UIResponder? { fatalError() }
    open var canBecomeFirstResponder: Bool { fatalError() }
    open func becomeFirstResponder() -> Bool { fatalError() }
    open func resignFirstResponder() -> Bool { fatalError() }
    open var isFirstResponder: Bool { fatalError() }
}

/// Apple's `UIEvent`.
@MainActor open class UIEvent: NSObject {}

/// Apple's `UITouch`.
@MainActor open class UITouch: NSObject {
    open func location(in view: UIView?) -> CGPoint { fatalError() }
}

// What Apple's Foundation has and swift-corelibs-foundation lacks: `String.LocalizationValue` and
// `String(localized:…)` (iOS 16). Declarations with Apple's signatures; the bodies never run.
@_exported import Foundation

extension String {
    /// Apple's `String.LocalizationValue` (iOS 16): a string literal, possibly interpolated, to localise.
    public struct LocalizationValue: Equatable, ExpressibleByStringInterpolation, Sendable {
        /// Apple's interpolation of a localisation value.
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            public init(literalCapacity: Int, interpolationCount: Int) { fatalError() }
            public mutating func appendLiteral(_ literal: String) { fatalError() }
            public mutating func appendInterpolation(_ string: String) { fatalError() }
            public mutating func appendInterpolation<T>(_ value: T) where T: BinaryInteger { fatalError() }
            public mutating func appendInterpolation<T>(_ value: T) where T: BinaryFloatingPoint { fatalError() }
        }

        public init(_ value: String) { fatalError() }
        public init(stringLiteral value: String) { fatalError() }
        public init(stringInterpolation: StringInterpolation) { fatalError() }
    }

    /// Apple's `String(localized:defaultValue:table:bundle:locale:comment:)` (iOS 16).
    public init(
        localized keyAndValue: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
        bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
    ) { fatalError() }

    /// Apple's `String(localized:table:bundle:locale:comment:)` (iOS 15).
    public init(
        localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) { fatalError() }
}

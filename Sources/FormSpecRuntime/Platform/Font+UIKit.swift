// iOS, Mac Catalyst and visionOS; and Linux where a UIKit module exists, the stub of
// Tests/GeneratedSwift, against which CI type-checks this file.
#if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
    import UIKit

    extension CalendarControl.Font {
        /// The system font of this size, in points, and weight:
        /// `UIFont.systemFont(ofSize:weight:)`, as the generated UIKit code sets it. The size is
        /// fixed: it does not follow Dynamic Type.
        public var uiFont: UIFont { .systemFont(ofSize: CGFloat(size), weight: weight.uiFontWeight) }
    }

    extension CalendarControl.Font.Weight {
        /// UIKit's weight of this name (`semibold` is `UIFont.Weight.semibold`).
        public var uiFontWeight: UIFont.Weight {
            switch self {
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .regular: .regular
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }
    }
#endif

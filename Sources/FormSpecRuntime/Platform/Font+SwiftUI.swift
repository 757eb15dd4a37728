#if canImport(SwiftUI)
    import SwiftUI

    @available(tvOS 13, watchOS 6, *)
    extension CalendarControl.Font {
        /// The system font of this size, in points, and weight, as SwiftUI's `Font`:
        /// `Font.system(size:)` with `weight(_:)`. The size is fixed: it does not follow Dynamic
        /// Type.
        public var font: SwiftUI.Font { SwiftUI.Font.system(size: CGFloat(size)).weight(weight.fontWeight) }
    }

    @available(tvOS 13, watchOS 6, *)
    extension CalendarControl.Font.Weight {
        /// SwiftUI's weight of this name (`semibold` is `Font.Weight.semibold`).
        public var fontWeight: SwiftUI.Font.Weight {
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

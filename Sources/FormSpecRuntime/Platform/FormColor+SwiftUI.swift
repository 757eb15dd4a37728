#if canImport(SwiftUI)
    import SwiftUI

    @available(tvOS 13, watchOS 6, *)
    extension FormColor {
        /// The colour as SwiftUI's `Color`. Where UIKit is (iOS, Mac Catalyst, visionOS) it is
        /// `Color(uiColor:)` of `uiColor`: a named colour adapts to light and dark mode, a
        /// `#RRGGBBAA` colour is fixed, its last byte the opacity. Elsewhere (macOS with AppKit, tvOS,
        /// watchOS) only a `#RRGGBBAA` colour converts, as an sRGB `Color`, and a named colour gives
        /// nil: AppKit has no `systemBackground` nor `systemGray2`…`systemGray6`. Nil for text that
        /// is no colour.
        public var color: SwiftUI.Color? {
            #if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
                return uiColor.map(SwiftUI.Color.init(uiColor:))
            #else
                guard let rgba else { return nil }
                return SwiftUI.Color(
                    .sRGB, red: Double(rgba.red) / 255, green: Double(rgba.green) / 255,
                    blue: Double(rgba.blue) / 255, opacity: Double(rgba.alpha) / 255)
            #endif
        }
    }
#endif

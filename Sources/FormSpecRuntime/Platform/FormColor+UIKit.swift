// iOS, Mac Catalyst and visionOS: tvOS and watchOS have no `systemBackground` nor `systemGray2`…
// `systemGray6`. On Linux a UIKit module is only the stub of Tests/GeneratedSwift, against which
// CI type-checks this file.
#if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
    import UIKit

    extension FormColor {
        /// The colour as a `UIColor`. A named colour is UIKit's system colour of that name
        /// (`systemRed` is `UIColor.systemRed`), which adapts to light and dark mode when drawn. A
        /// `#RRGGBBAA` colour is fixed, the same in every appearance: its red, green and blue are sRGB
        /// and its last byte is the alpha (`#FF000080` is red at 50 % opacity, alpha 128/255). Nil for
        /// text that is neither, which the compiler never writes.
        public var uiColor: UIColor? {
            if let name { return name.uiColor }
            guard let rgba else { return nil }
            return UIColor(
                red: CGFloat(rgba.red) / 255, green: CGFloat(rgba.green) / 255, blue: CGFloat(rgba.blue) / 255,
                alpha: CGFloat(rgba.alpha) / 255)
        }
    }
#endif

// iOS, Mac Catalyst and visionOS: tvOS and watchOS have no `systemBackground` nor `systemGray2`…
// `systemGray6`. On Linux a UIKit module is only the stub of Tests/GeneratedSwift, against which
// CI type-checks this file.
#if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
    import UIKit

    extension FormColor.Name {
        /// UIKit's system colour of this name (`systemRed` is `UIColor.systemRed`): a dynamic colour
        /// that UIKit resolves when it draws it, so it follows light and dark mode and increased
        /// contrast; `white`, `black` and `clear` are the same in every appearance.
        public var uiColor: UIColor {
            switch self {
            case .white: .white
            case .black: .black
            case .clear: .clear
            case .label: .label
            case .secondaryLabel: .secondaryLabel
            case .systemBackground: .systemBackground
            case .secondarySystemBackground: .secondarySystemBackground
            case .systemBlue: .systemBlue
            case .systemRed: .systemRed
            case .systemGreen: .systemGreen
            case .systemOrange: .systemOrange
            case .systemYellow: .systemYellow
            case .systemPink: .systemPink
            case .systemPurple: .systemPurple
            case .systemTeal: .systemTeal
            case .systemIndigo: .systemIndigo
            case .systemGray: .systemGray
            case .systemGray2: .systemGray2
            case .systemGray3: .systemGray3
            case .systemGray4: .systemGray4
            case .systemGray5: .systemGray5
            case .systemGray6: .systemGray6
            }
        }
    }
#endif

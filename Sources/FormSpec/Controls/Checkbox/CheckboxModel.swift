/// A `checkbox` (RVS_Checkbox), resolved.
public struct CheckboxModel: Sendable, Equatable {
    public var threeState: Bool
    /// The initial state; a two-state checkbox declared CLEAR is OFF.
    public var state: CheckboxState
    /// The numeric form of `state`: three-state -1 OFF, 0 CLEAR, 1 ON; two-state 0 OFF, 1 ON.
    public var value: Int
    /// The effective appearance: `custom` when declared so or when both `on` and `off` images
    /// are given, else `symbols`.
    public var appearance: CheckboxAppearance
    /// The images: the declared ones when `custom`, SF Symbol names when `symbols`.
    public var images: CheckboxImages
    /// The image each state shows.
    public var display: CheckboxDisplay
    /// Whether CLEAR shows the OFF image: always on a two-state checkbox and with custom images
    /// that have no `clear` image, otherwise as declared (default `false`).
    public var useOffImageForClear: Bool
    public var haptics: Bool
    /// The declared tint; nil for the platform's label colour.
    public var tint: Color?

    /// RVS_Checkbox's SF Symbols, by name.
    package static let symbols = CheckboxImages(
        on: .named("checkmark.square.fill"), off: .named("square"), clear: .named("minus.square"), rendering: .template)

    /// Whether `image` is an SF Symbol: one the spec chose, or any image of a checkbox that
    /// draws RVS_Checkbox's own symbols.
    package func isSymbol(_ image: CheckboxImage) -> Bool {
        image.isSymbol || appearance == .symbols
    }
}

/// A checkbox's images, by state, and how they are rendered.
public struct CheckboxImages: Sendable, Equatable {
    public var on: CheckboxImage?
    public var off: CheckboxImage?
    public var clear: CheckboxImage?
    public var rendering: ImageRendering
}

/// The image a checkbox shows in each of its states.
public struct CheckboxDisplay: Sendable, Equatable {
    public var off: CheckboxImage
    public var clear: CheckboxImage
    public var on: CheckboxImage
}

/// One image of a checkbox: by name, as the JSON writes it (a string), or an SF Symbol the spec
/// chose (`{"symbol": NAME}`).
public enum CheckboxImage: Sendable, Hashable {
    /// An image by its name: an asset of the app's catalog (`UIImage(named:)`); with
    /// `appearance: symbols`, one of RVS_Checkbox's own SF Symbols.
    case named(String)
    /// An SF Symbol (`UIImage(systemName:)`), written `{symbol: NAME}`.
    case symbol(String)

    /// The asset's or the symbol's name.
    public var name: String {
        switch self {
        case .named(let name), .symbol(let name): return name
        }
    }

    /// Whether it is written as an SF Symbol.
    public var isSymbol: Bool {
        if case .symbol = self { return true }
        return false
    }
}

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

    /// RVS_Checkbox's SF Symbols.
    public static let symbols = CheckboxImages(
        on: "checkmark.square.fill", off: "square", clear: "minus.square", rendering: .template)
}

/// A checkbox's images, by state, and how they are rendered.
public struct CheckboxImages: Sendable, Equatable {
    public var on: String?
    public var off: String?
    public var clear: String?
    public var rendering: ImageRendering
}

/// The image a checkbox shows in each of its states.
public struct CheckboxDisplay: Sendable, Equatable {
    public var off: String
    public var clear: String
    public var on: String
}

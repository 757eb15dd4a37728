import FormSpecYAML

/// A `checkbox` (RVS_Checkbox).
public struct CheckboxSyntax: ControlSyntaxBody {
    public var threeState: Located<Bool>?
    public var state: Located<CheckboxState>?
    /// `value`, saturated to `Int`'s range when it was written larger.
    public var value: Located<Int>?
    public var appearance: Located<CheckboxAppearance>?
    public var images: Located<CheckboxImagesSyntax>?
    public var useOffImageForClear: Located<Bool>?
    public var haptics: Located<Bool>?
    public var tint: Located<Color>?
    /// UISwitch keys the checkbox ignores (`onTintColor`, `thumbTintColor`), by key.
    public var unsupportedKeys: [Located<String>]

    /// Whether the checkbox has three states.
    public var isThreeState: Bool { threeState?.value ?? false }
}

/// A checkbox's `images` mapping.
public struct CheckboxImagesSyntax: Sendable {
    public var on: Located<CheckboxImage>?
    public var off: Located<CheckboxImage>?
    public var clear: Located<CheckboxImage>?
    public var rendering: Located<ImageRendering>?
    /// Every key written, whether its value could be read or not, or under another name.
    public var writtenKeys: WrittenKeys<CheckboxImagesKey>

    /// The image of `state`, if one could be read.
    public subscript(state: CheckboxState) -> Located<CheckboxImage>? {
        switch state {
        case .on: return on
        case .off: return off
        case .clear: return clear
        }
    }
}

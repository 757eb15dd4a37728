import FormSpecYAML

/// A `checkbox` (RVS_Checkbox).
package struct CheckboxSyntax: ControlSyntaxBody {
    package var threeState: Located<Bool>?
    package var state: Located<CheckboxState>?
    /// `value`, saturated to `Int`'s range when it was written larger.
    package var value: Located<Int>?
    package var appearance: Located<CheckboxAppearance>?
    package var images: Located<CheckboxImagesSyntax>?
    package var useOffImageForClear: Located<Bool>?
    package var haptics: Located<Bool>?
    package var tint: Located<Color>?
    /// UISwitch keys the checkbox ignores (`onTintColor`, `thumbTintColor`), by key.
    package var unsupportedKeys: [Located<String>]

    /// Whether the checkbox has three states.
    package var isThreeState: Bool { threeState?.value ?? false }
}

/// A checkbox's `images` mapping.
package struct CheckboxImagesSyntax: Sendable {
    package var on: Located<CheckboxImage>?
    package var off: Located<CheckboxImage>?
    package var clear: Located<CheckboxImage>?
    package var rendering: Located<ImageRendering>?
    /// Every key written, whether its value could be read or not, or under another name.
    package var writtenKeys: WrittenKeys<CheckboxImagesKey>

    /// The image of `state`, if one could be read.
    package subscript(state: CheckboxState) -> Located<CheckboxImage>? {
        switch state {
        case .on: return on
        case .off: return off
        case .clear: return clear
        }
    }
}

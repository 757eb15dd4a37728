/// What a checkbox's keys add up to, for its rules.
extension CheckboxSyntax {
    /// Whether both `images.on` and `images.off` are given, which custom images need.
    var hasOnAndOffImages: Bool { images?.value.on != nil && images?.value.off != nil }

    /// The appearance RVS_Checkbox ends up with: the declared one, else custom exactly when both
    /// `images.on` and `images.off` are given.
    var effectiveAppearance: CheckboxAppearance {
        appearance?.value ?? (hasOnAndOffImages ? .custom : .symbols)
    }

    /// Whether the checkbox is two-state for sure: `threeState` is `false` or absent, not
    /// present with a wrong value or under another name (which is reported already).
    func isTwoState(in control: ControlSyntax) -> Bool {
        !isThreeState && (threeState != nil || !control.writtenKeys.contains(.threeState))
    }

    /// Whether `appearance` is absent, rather than present with a wrong value or under another
    /// name.
    func hasNoAppearance(in control: ControlSyntax) -> Bool {
        appearance == nil && !control.writtenKeys.contains(.appearance)
    }

    /// Whether the checkbox has no image for `state` for sure: none is written in `images`, under
    /// its name or another, and no key of the control was taken for a key of `images` (`offImage`
    /// beside `images`, which belongs in it).
    func lacksImage(_ state: CheckboxState, in control: ControlSyntax) -> Bool {
        guard images?.value[state] == nil, !control.writtenKeys.misnamed.contains(.images) else { return false }
        return !(images?.value.writtenKeys.contains(state.imagesKey) ?? false)
    }
}

extension CheckboxState {
    /// The key of `images` that holds the state's image.
    var imagesKey: CheckboxImagesKey {
        switch self {
        case .on: return .on
        case .off: return .off
        case .clear: return .clear
        }
    }
}

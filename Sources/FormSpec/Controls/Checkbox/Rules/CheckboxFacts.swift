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
    /// present with a wrong value (which is reported already).
    func isTwoState(in control: ControlSyntax) -> Bool {
        !isThreeState && (threeState != nil || !control.writtenKeys.contains(.threeState))
    }

    /// Whether `appearance` is absent, rather than present with a wrong value.
    func hasNoAppearance(in control: ControlSyntax) -> Bool {
        appearance == nil && !control.writtenKeys.contains(.appearance)
    }
}

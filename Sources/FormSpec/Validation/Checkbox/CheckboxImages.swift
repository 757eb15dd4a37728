/// What a checkbox's images add up to, for the image rules.
extension CheckboxSyntax {
    /// Whether both `images.on` and `images.off` are given, which custom images need.
    var hasOnAndOffImages: Bool { images?.value.on != nil && images?.value.off != nil }

    /// The appearance RVS_Checkbox ends up with: the declared one, else custom exactly when both
    /// `images.on` and `images.off` are given.
    var effectiveAppearance: CheckboxAppearance {
        appearance?.value ?? (hasOnAndOffImages ? .custom : .symbols)
    }
}

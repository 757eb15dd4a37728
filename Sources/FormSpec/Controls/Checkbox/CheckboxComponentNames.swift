/// RVS_Checkbox's property names (v3, and the README's `useThreeState`) and the keys FormSpec
/// writes for them.
extension CheckboxDefinition {
    static let componentNames: [ComponentName] = [
        .key("isThreeState", ControlKey.threeState, of: owner),
        .key("useThreeState", ControlKey.threeState, of: owner, property: "isThreeState"),
        .key("checkboxState", ControlKey.state, of: owner),
        .words("isOn", ControlKey.state, whenTrue: CheckboxState.on, whenFalse: CheckboxState.off, of: owner),
        .words(
            "isUsingSFSymbols", ControlKey.appearance, whenTrue: CheckboxAppearance.symbols,
            whenFalse: CheckboxAppearance.custom, of: owner),
        .nested("onImage", ControlKey.images, CheckboxImagesKey.on, of: owner),
        .nested("offImage", ControlKey.images, CheckboxImagesKey.off, of: owner),
        .nested("clearImage", ControlKey.images, CheckboxImagesKey.clear, of: owner),
        .key("useHaptics", ControlKey.haptics, of: owner),
        .key("tintColor", ControlKey.tint, of: owner),
    ]

    private static let owner = "RVS_Checkbox"
}

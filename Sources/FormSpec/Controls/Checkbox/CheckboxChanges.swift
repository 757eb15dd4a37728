extension CheckboxDefinition: ControlChanges {
    /// Its states and haptics are behavior, but for `threeState` turned off, which is breaking:
    /// an answer stored as `clear` no longer decodes. Its appearance, images and tint are
    /// cosmetic. What the model derives from them (its numeric `value`, the image of each state)
    /// is not compared.
    static let changeRules = ChangeRules<CheckboxModel>(fields: [
        ComparedField(
            "threeState", \.threeState, text: ChangeText.flag,
            classed: { old, new in old.threeState && !new.threeState ? .breaking : .behavior }),
        ComparedField("state", .behavior, \.state, text: ChangeText.word),
        ComparedField("appearance", .cosmetic, \.appearance, text: ChangeText.word),
        ComparedField("images.on", .cosmetic, \.images.on, text: image),
        ComparedField("images.off", .cosmetic, \.images.off, text: image),
        ComparedField("images.clear", .cosmetic, \.images.clear, text: image),
        ComparedField("images.rendering", .cosmetic, \.images.rendering, text: ChangeText.word),
        ComparedField("useOffImageForClear", .cosmetic, \.useOffImageForClear, text: ChangeText.flag),
        ComparedField("haptics", .behavior, \.haptics, text: ChangeText.flag),
        ComparedField("tint", .cosmetic, \.tint, text: ChangeText.color),
    ])

    /// An image's name quoted, an SF Symbol's after `symbol`; `none` when absent. In JSON, as the
    /// compiled JSON writes it: a name, or `{"symbol": NAME}`.
    private static func image(_ image: CheckboxImage?) -> ChangeValue {
        guard let image else { return ChangeText.none }
        let name = ChangeText.quoted(image.name)
        return image.isSymbol
            ? ChangeValue(text: "symbol " + name.text, json: ["symbol": name.json]) : name
    }
}

extension RadioButtonDefinition: ControlChanges {
    /// Whether it starts selected is behavior; its intent, a colour, is cosmetic.
    static let changeRules = ChangeRules<RadioButtonModel>(fields: [
        ComparedField("selected", .behavior, \.selected, text: ChangeText.flag),
        ComparedField("intent", .cosmetic, \.intent, text: ChangeText.word),
    ])
}

extension SparkCheckboxDefinition: ControlChanges {
    /// Its initial state is behavior; its intent, a colour, is cosmetic.
    static let changeRules = ChangeRules<SparkCheckboxModel>(fields: [
        ComparedField("state", .behavior, \.state, text: ChangeText.word),
        ComparedField("intent", .cosmetic, \.intent, text: ChangeText.word),
    ])
}
